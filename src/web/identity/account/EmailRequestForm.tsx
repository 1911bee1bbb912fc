import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { emailOnlySchema } from '../../../domain/schemas/recovery.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { headline, zodValidate } from '../../infrastructure/components/zod-form.ts';

interface EmailRequestFormProps {
  submitLabel: string;
  /** Shown after the request, whether or not the address has an account. */
  sentMessage: string;
  /** Shown before anything was sent (e.g. an expired link that brought the visitor here). */
  initialProblem?: string | null;
  /** The request to send (a hook of ./api.ts), given the address. */
  request: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending' | 'isSuccess'>;
}

/** One address and a button: for the reset link and the sign-in link. */
export function EmailRequestForm({ submitLabel, sentMessage, initialProblem = null, request }: EmailRequestFormProps) {
  const [problem, setProblem] = useState<string | null>(initialProblem);
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const form = useForm({ initialValues: { email: '' }, validate: zodValidate(emailOnlySchema, language) });

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      request.mutate(emailOnlySchema.parse(values).email, { onError: (error) => setProblem(problemMessage(error)) });
    },
    () => setProblem(headline(emailOnlySchema, form.getValues(), language)),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={problem} />
        {request.isSuccess && (
          <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
            {sentMessage}
          </Alert>
        )}
        <TextInput label={t('login.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Button type="submit" loading={request.isPending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
