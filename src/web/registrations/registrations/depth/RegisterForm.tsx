import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import type { EventView } from '../../../../domain/events.ts';
import type { Me } from '../../../../domain/responses/accounts.ts';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../../domain/i18n/languages.ts';
import { SEMESTER_MAX, SEMESTER_MIN } from '../../../../domain/field-rules.ts';
import { answersSchemaFor } from '../../../../domain/schemas/questions.ts';
import { registrationWithAnswersSchemaFor } from '../../../../domain/schemas/registration.ts';
import { useUsnPattern } from '../../../infrastructure/api/config.ts';
import { fieldProblems } from '../../../infrastructure/api/errors.ts';
import { FormError } from '../../../infrastructure/components/FormError.tsx';
import { headline, useFilledFieldErrors, zodValidate } from '../../../infrastructure/components/zod-form.ts';
import type { useRegister } from '../api.ts';
import { registerProblem } from '../useRegisterAction.ts';
import { formAnswers } from './answers.ts';
import { QuestionFields } from './QuestionFields.tsx';
import { useSensitiveNote } from './sensitive-note.ts';
import { LiveForm } from '../../../infrastructure/components/LiveForm.tsx';

interface RegisterFormProps {
  event: EventView;
  user: Me;
  save: ReturnType<typeof useRegister>;
  /** 'Register', or 'Enter the lottery' for a lottery. */
  submitLabel: string;
}

/**
 * SPEC.md's registration form: the standard fields from the profile, then the event's
 * questions, all judged on submit by the rules the server applies
 * (registrationWithAnswersSchemaFor); the server's own refusals show beside their fields.
 */
export function RegisterForm({ event, user, save, submitLabel }: RegisterFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const usnPattern = useUsnPattern();
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const { questions } = event;
  const schema = useMemo(() => registrationWithAnswersSchemaFor(usnPattern, questions), [usnPattern, questions]);
  const initialValues = {
    name: user.name ?? '',
    usn: user.usn ?? '',
    email: user.email ?? '',
    semester: user.semester ?? '',
    answers: formAnswers(questions),
  };
  const form = useForm({
    initialValues,
    // Prefilled from the account: a stored value today's rules refuse shows its problem at once.
    initialErrors: useFilledFieldErrors(schema, initialValues, language),
    validate: zodValidate(schema, language),
  });
  const optional = questions.some((q) => !q.required);
  const sensitiveNote = useSensitiveNote(event, questions);

  const submit = form.onSubmit(
    ({ answers, ...fields }) => {
      setProblem(null);
      // As the server will read them (trimmed, empty optional ones left out); sent only when the event asks.
      const body = questions.length > 0 ? { ...fields, answers: answersSchemaFor(questions).parse(answers) } : fields;
      save.mutate(body, {
        onError: (error) => {
          setProblem(registerProblem(error, t('msg:registerFailed')));
          form.setErrors(fieldProblems(error));
        },
      });
    },
    () => setProblem(headline(schema, form.getValues(), language)),
  );

  return (
    <Paper withBorder p="lg">
      {/* Its fields wait until the app is live: the page arrives rendered by the server. */}
      <LiveForm onSubmit={submit}>
        <Stack>
          <Text size="sm" c="dimmed">
            {optional ? t('register.someRequired') : t('register.allRequired')}
          </Text>
          <FormError message={problem} />
          <TextInput label={t('signup.name')} autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput label={t('signup.usn')} description={t('signup.usnHint')} autoComplete="off" required {...form.getInputProps('usn')} />
          <TextInput label={t('register.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <TextInput label={t('signup.semester')} description={t('signup.semesterHint', { min: SEMESTER_MIN, max: SEMESTER_MAX })} inputMode="numeric" required {...form.getInputProps('semester')} />
          <QuestionFields questions={questions} inputProps={form.getInputProps} sensitiveNote={sensitiveNote} />
          <Button type="submit" loading={save.isPending} disabled={save.isSuccess}>
            {submitLabel}
          </Button>
        </Stack>
      </LiveForm>
    </Paper>
  );
}
