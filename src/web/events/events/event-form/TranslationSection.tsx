import { Button, Fieldset, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../domain/i18n/languages.ts';
import { TRANSLATION_FIELD, type EventFormApi } from './state.ts';

const languageChoices = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/**
 * The event's own language and its name and description in the other campus languages:
 * each visitor sees their language's version when there is one, with a switch to the original.
 */
export function TranslationSection({ form, campusLanguage }: { form: EventFormApi; campusLanguage: Language }) {
  const original = (form.values.language || campusLanguage) as Language;
  const translations = form.values.translations ?? [];
  const unused = LANGUAGES.filter((l) => l !== original && !translations.some((t) => t.language === l));
  const add = () => {
    const language = unused[0];
    if (language) form.insertListItem('translations', { language, name: '', description: '' });
  };
  return (
    <Fieldset legend={TRANSLATION_FIELD.legend} variant="unstyled">
      <Stack gap="sm">
        <NativeSelect
          label={TRANSLATION_FIELD.original}
          description={TRANSLATION_FIELD.originalDescription}
          data={languageChoices}
          {...form.getInputProps('language')}
          value={original}
        />
        {translations.map((translation, index) => {
          const name = LANGUAGE_NAMES[translation.language as Language] ?? translation.language;
          // Its own language and those not taken by another translation or the original.
          const choices = languageChoices.filter((c) => c.value === translation.language || (c.value !== original && !translations.some((t) => t.language === c.value)));
          return (
            <Fieldset key={index} legend={TRANSLATION_FIELD.legendOf(name)}>
              <Stack gap="sm">
                <NativeSelect label={TRANSLATION_FIELD.language} data={choices} {...form.getInputProps(`translations.${index}.language`)} />
                <TextInput label={TRANSLATION_FIELD.name(name)} required {...form.getInputProps(`translations.${index}.name`)} />
                <Textarea label={TRANSLATION_FIELD.description(name)} autosize minRows={3} required {...form.getInputProps(`translations.${index}.description`)} />
                <Group>
                  <Button variant="subtle" color="red" onClick={() => form.removeListItem('translations', index)}>
                    {TRANSLATION_FIELD.remove(name)}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        {form.errors.translations && <Text size="sm" c="red" role="alert">{form.errors.translations}</Text>}
        {unused.length > 0 && (
          <Group>
            <Button variant="light" leftSection={<IconLanguage size={18} aria-hidden />} onClick={add}>
              {TRANSLATION_FIELD.add}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
