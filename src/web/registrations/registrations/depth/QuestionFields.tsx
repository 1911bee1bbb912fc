import { Checkbox, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType, GetInputPropsType } from '@mantine/form';
import { LONGTEXT_ANSWER_MAX, TEXT_ANSWER_MAX, type Question } from '../../../../domain/questions.ts';

/** The form's input props for a path (Mantine's getInputProps), the answers living under `answers.<id>`. */
type InputProps = (path: string, options?: { type?: GetInputPropsType }) => GetInputPropsReturnType;

function QuestionField({ question: q, inputProps, sensitiveNote }: { question: Question; inputProps: InputProps; sensitiveNote?: string }) {
  const path = `answers.${q.id}`;
  // Under a sensitive question: who will see the answer, and until when (read out with the field).
  const description = q.sensitive ? sensitiveNote : undefined;
  switch (q.kind) {
    case 'text':
      return <TextInput label={q.label} description={description} required={q.required} maxLength={TEXT_ANSWER_MAX} {...inputProps(path)} />;
    case 'longtext':
      return <Textarea label={q.label} description={description} required={q.required} autosize minRows={3} maxLength={LONGTEXT_ANSWER_MAX} {...inputProps(path)} />;
    case 'choice':
      return (
        <Radio.Group label={q.label} description={description} required={q.required} {...inputProps(path)}>
          <Stack gap={6} mt={6}>
            {q.options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multi':
      return (
        <Checkbox.Group label={q.label} description={description} required={q.required} {...inputProps(path)}>
          <Stack gap={6} mt={6}>
            {q.options.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'checkbox':
      // The question is the tick's own label (a consent: "I agree to …").
      return (
        <Checkbox
          label={
            <>
              {q.label}
              {q.required && (
                <Text span c="red" aria-hidden>
                  {' *'}
                </Text>
              )}
            </>
          }
          description={description}
          required={q.required}
          {...inputProps(path, { type: 'checkbox' })}
        />
      );
  }
}

/**
 * The organizer's questions, after the standard fields of the registration form (and on
 * Edit Registration): short text, long text, one choice (radios), several choices
 * (checkboxes), a yes/no checkbox. Required ones are marked; their errors ('Please
 * answer: <question>') show beside each after a submit. A sensitive one says under it who
 * sees the answer and when it is deleted (`sensitiveNote`).
 */
export function QuestionFields({ questions, inputProps, sensitiveNote }: { questions: readonly Question[]; inputProps: InputProps; sensitiveNote?: string }) {
  if (questions.length === 0) return null;
  return (
    <>
      {questions.map((q) => (
        <QuestionField key={q.id} question={q} inputProps={inputProps} sensitiveNote={sensitiveNote} />
      ))}
    </>
  );
}
