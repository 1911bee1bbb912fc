import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { emailOnlySchema } from '../../domain/schemas/recovery.ts';
import { errorMessage } from '../api/client.ts';
import { FormError } from '../components/FormError.tsx';
import { headline, zodValidate } from '../components/zod-form.ts';

interface EmailRequestFormProps {
  submitLabel: string;
  /** Shown after the request, whether or not the address has an account. */
  sentMessage: string;
  /** Shown before anything was sent (e.g. an expired link that brought the visitor here). */
  initialProblem?: string | null;
  send: (email: string) => Promise<unknown>;
}

/** One address and a button: for the reset link and the sign-in link. */
export function EmailRequestForm({ submitLabel, sentMessage, initialProblem = null, send }: EmailRequestFormProps) {
  const [problem, setProblem] = useState<string | null>(initialProblem);
  const form = useForm({ initialValues: { email: '' }, validate: zodValidate(emailOnlySchema) });
  const request = useMutation({
    mutationFn: (email: string) => send(email),
    onError: (error) => setProblem(errorMessage(error)),
  });

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      request.mutate(emailOnlySchema.parse(values).email);
    },
    () => setProblem(headline(emailOnlySchema, form.getValues())),
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
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Button type="submit" loading={request.isPending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
