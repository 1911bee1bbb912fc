import { useTranslation } from 'react-i18next';
import { Button, Fieldset, Group, NativeSelect, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { hasOptions, QUESTION_KINDS } from '../../../../domain/questions.ts';
import type { RegistrationFormValues } from './values.ts';

/** A question's fields, by their labels. */
export const QUESTION_FIELDS = {
  label: 'Question',
  kind: 'Kind of answer',
  options: 'Options',
  optionsDescription: 'One per line, at least two.',
  required: 'Required',
  sensitive: 'Sensitive answer',
  sensitiveDescription: 'Diet, health, access needs: only the club’s owner and managers see the answers (never door staff), kept encrypted and deleted the day after the event.',
  consent: 'A required yes/no question must be ticked to register: use it for a consent.',
} as const;

/** Each kind of answer's name in the catalogue. */
const KIND_KEYS = { text: 'ws.q.kind.text', longtext: 'ws.q.kind.longtext', choice: 'ws.q.kind.choice', multi: 'ws.q.kind.multi', checkbox: 'ws.q.kind.checkbox' } as const;

/** How a question's buttons name it: by its text, or by its place while it has none. */
export function useQuestionName() {
  const { t } = useTranslation();
  return (label: string, index: number) => (label.trim() ? `"${label.trim()}"` : t('ws.q.numbered', { number: index + 1 }));
}

/** The id of one of a question's fields or buttons ('label', 'up', 'down', 'remove'). */
export const questionPartId = (key: string, part: string) => `question-${key}-${part}`;

export type Direction = 'up' | 'down';

interface Props {
  form: UseFormReturnType<RegistrationFormValues>;
  index: number;
  count: number;
  onMove: (index: number, direction: Direction) => void;
  onRemove: (index: number) => void;
}

/** One question of the event's: its text, kind, options, whether it is required or sensitive; moved or removed by name. */
export function QuestionCard({ form, index, count, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const question = form.values.questions[index]!;
  const name = useQuestionName()(question.label, index);
  const kindChoices = QUESTION_KINDS.map((kind) => ({ value: kind, label: t(KIND_KEYS[kind]) }));
  const path = `questions.${index}` as const;
  const id = (part: string) => questionPartId(question.key, part);
  return (
    <Fieldset legend={t('ws.q.legend', { number: index + 1 })} miw={0}>
      <Stack gap="sm">
        <TextInput id={id('label')} label={t('ws.q.label')} required {...form.getInputProps(`${path}.label`)} />
        <NativeSelect id={id('kind')} label={t('ws.q.kind')} data={kindChoices} {...form.getInputProps(`${path}.kind`)} />
        {hasOptions(question.kind) && (
          <Textarea
            id={id('options')}
            label={t('ws.q.options')}
            description={t('ws.q.optionsHelp')}
            required
            autosize
            minRows={3}
            {...form.getInputProps(`${path}.options`)}
          />
        )}
        {/* Named by its label alone: Mantine's <label> around the switch also holds the description. */}
        <Switch
          id={id('required')}
          label={<span id={id('required-label')}>{t('ws.q.required')}</span>}
          aria-labelledby={id('required-label')}
          description={question.kind === 'checkbox' ? t('ws.q.consent') : undefined}
          {...form.getInputProps(`${path}.required`, { type: 'checkbox' })}
        />
        <Switch
          id={id('sensitive')}
          label={<span id={id('sensitive-label')}>{t('ws.q.sensitive')}</span>}
          aria-labelledby={id('sensitive-label')}
          description={t('ws.q.sensitiveHelp')}
          {...form.getInputProps(`${path}.sensitive`, { type: 'checkbox' })}
        />
        {/* The visible word is in each button's name, which says which question it acts on. */}
        <Group gap="xs">
          {count > 1 && (
            <>
              <Button
                id={id('up')}
                size="xs"
                variant="default"
                leftSection={<IconArrowUp size={14} aria-hidden />}
                aria-label={t('ws.q.moveUp', { name })}
                disabled={index === 0}
                onClick={() => onMove(index, 'up')}
              >
                {t('ws.q.up')}
              </Button>
              <Button
                id={id('down')}
                size="xs"
                variant="default"
                leftSection={<IconArrowDown size={14} aria-hidden />}
                aria-label={t('ws.q.moveDown', { name })}
                disabled={index === count - 1}
                onClick={() => onMove(index, 'down')}
              >
                {t('ws.q.down')}
              </Button>
            </>
          )}
          <Button
            id={id('remove')}
            size="xs"
            variant="default"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t('ws.q.removeNamed', { name })}
            onClick={() => onRemove(index)}
          >
            {t('ws.q.remove')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
