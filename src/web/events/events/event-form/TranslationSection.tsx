import { useTranslation } from 'react-i18next';
import { Button, Fieldset, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../domain/i18n/languages.ts';
import type { EventFormApi } from './state.ts';

const languageChoices = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/**
 * The event's own language and its name and description in the other campus languages:
 * each visitor sees their language's version when there is one, with a switch to the original.
 */
export function TranslationSection({ form, campusLanguage }: { form: EventFormApi; campusLanguage: Language }) {
  const { t } = useTranslation();
  const original = (form.values.language || campusLanguage) as Language;
  const translations = form.values.translations ?? [];
  const unused = LANGUAGES.filter((l) => l !== original && !translations.some((tr) => tr.language === l));
  const add = () => {
    const language = unused[0];
    if (language) form.insertListItem('translations', { language, name: '', description: '' });
  };
  return (
    // Its legend reads like the form's other labels, flush with the fields.
    <Fieldset legend={t('ws.form.languages')} variant="unstyled" p={0} m={0} styles={{ legend: { padding: 0, marginBottom: 'var(--mantine-spacing-xs)', fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 } }}>
      <Stack gap="sm">
        <NativeSelect
          label={t('ws.form.writtenIn')}
          description={t('ws.form.writtenInHelp')}
          data={languageChoices}
          {...form.getInputProps('language')}
          value={original}
        />
        {translations.map((translation, index) => {
          const name = LANGUAGE_NAMES[translation.language as Language] ?? translation.language;
          // Its own language and those not taken by another translation or the original.
          const choices = languageChoices.filter((c) => c.value === translation.language || (c.value !== original && !translations.some((tr) => tr.language === c.value)));
          return (
            <Fieldset key={index} legend={t('ws.form.translationOf', { language: name })}>
              <Stack gap="sm">
                <NativeSelect label={t('ws.form.translationLanguage')} data={choices} {...form.getInputProps(`translations.${index}.language`)} />
                <TextInput label={t('ws.form.translatedName', { language: name })} required {...form.getInputProps(`translations.${index}.name`)} />
                <Textarea label={t('ws.form.translatedDescription', { language: name })} autosize minRows={3} required {...form.getInputProps(`translations.${index}.description`)} />
                <Group>
                  <Button variant="subtle" color="red" onClick={() => form.removeListItem('translations', index)}>
                    {t('ws.form.removeTranslation', { language: name })}
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
              {t('ws.form.addTranslation')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
