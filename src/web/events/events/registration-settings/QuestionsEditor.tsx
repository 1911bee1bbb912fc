import { useTranslation } from 'react-i18next';
import { Button, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MAX_QUESTIONS } from '../../../../domain/questions.ts';
import { QuestionCard, questionPartId, useQuestionName, type Direction } from './QuestionCard.tsx';
import { newQuestionDraft, type RegistrationFormValues } from './values.ts';

export const QUESTIONS_SECTION = {
  heading: 'Questions',
  description: 'Asked when a student registers, after their name and details.',
  add: 'Add a question',
} as const;

const ADD_ID = 'add-question';

interface Props {
  form: UseFormReturnType<RegistrationFormValues>;
}

/**
 * The event's questions: added, edited, moved and removed in place. A question keeps
 * its id while it is edited or moved, so the answers given to it stay attached; a
 * removed one is simply not sent (the server keeps it, marked removed, for its answers).
 */
export function QuestionsEditor({ form }: Props) {
  const { t } = useTranslation();
  const questionName = useQuestionName();
  const questions = form.values.questions;
  // Where focus goes once the list has changed: the moved question's button, a new
  // question's text, or the add button after a removal (the removed button is gone).
  const [focusId, setFocusId] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!focusId) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId]);

  const add = () => {
    const draft = newQuestionDraft();
    form.insertListItem('questions', draft);
    setFocusId(questionPartId(draft.key, 'label'));
    setSaid(t('ws.q.added', { number: questions.length + 1 }));
  };

  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const question = questions[index]!;
    form.reorderListItem('questions', { from: index, to });
    // At either end its button in that direction is disabled: the other one keeps focus.
    const atEnd = to === 0 || to === questions.length - 1;
    const keep = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
    setFocusId(questionPartId(question.key, keep));
    setSaid(t('ws.q.moved', { name: questionName(question.label, to), number: to + 1, count: questions.length }));
  };

  const remove = (index: number) => {
    const question = questions[index]!;
    form.removeListItem('questions', index);
    setFocusId(ADD_ID);
    setSaid(t('ws.q.removed', { name: questionName(question.label, index) }));
  };

  const listError = form.errors.questions;
  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h5">
          {t('ws.q.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('ws.q.description')}
        </Text>
      </div>
      {questions.map((question, index) => (
        <QuestionCard key={question.key} form={form} index={index} count={questions.length} onMove={move} onRemove={remove} />
      ))}
      {listError && (
        <Text size="sm" c="var(--mantine-color-error)">
          {listError}
        </Text>
      )}
      <div>
        <Button id={ADD_ID} variant="light" leftSection={<IconPlus size={16} aria-hidden />} disabled={questions.length >= MAX_QUESTIONS} onClick={add}>
          {t('ws.q.add')}
        </Button>
      </div>
      <VisuallyHidden role="status">{said}</VisuallyHidden>
    </Stack>
  );
}
