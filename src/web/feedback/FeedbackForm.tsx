import { Alert, Button, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { MSG } from '../../domain/messages.ts';
import { feedbackInputSchema } from '../../domain/schemas/feedback.ts';
import { FormError } from '../components/FormError.tsx';
import { headline, zodValidate } from '../components/zod-form.ts';

/** The rating is sent as a number, as the API requires; null until one is chosen. */
export interface FeedbackValues {
  rating: number | null;
  comments: string;
}

/** SPEC.md §9: the thanks message shows for 3 seconds. */
export const THANKS_MS = 3000;

interface Props {
  /** Resolves when saved; rejects with the message to show. */
  onSubmit: (values: FeedbackValues) => Promise<void>;
  /** After the thanks message has been shown. */
  onThanked?: () => void;
}

/** Rating 1 to 5 and comments (SPEC.md §2), for events and for Quad itself. */
export function FeedbackForm({ onSubmit, onThanked }: Props) {
  const form = useForm<FeedbackValues>({ initialValues: { rating: null, comments: '' }, validate: zodValidate(feedbackInputSchema) });
  const [problem, setProblem] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!thanked) return;
    const timer = setTimeout(() => {
      setThanked(false);
      onThanked?.();
    }, THANKS_MS);
    return () => clearTimeout(timer);
  }, [thanked, onThanked]);

  const submit = form.onSubmit(
    async (values) => {
      setProblem(null);
      setBusy(true);
      try {
        await onSubmit(values);
        form.reset();
        setThanked(true);
      } catch (error) {
        setProblem(error instanceof Error ? error.message : MSG.errorSubmittingFeedback);
      } finally {
        setBusy(false);
      }
    },
    () => setProblem(headline(feedbackInputSchema, form.getValues())),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {thanked && (
          <Alert color="green" role="status">
            {MSG.thanksForFeedback}
          </Alert>
        )}
        <FormError message={problem} />
        <NativeSelect
          label="Rating"
          required
          data={[
            { value: '', label: 'Choose a rating' },
            ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} – ${['Poor', 'Fair', 'Good', 'Very good', 'Excellent'][n - 1]}` })),
          ]}
          {...form.getInputProps('rating')}
          value={form.getValues().rating === null ? '' : String(form.getValues().rating)}
          onChange={(e) => form.setFieldValue('rating', e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
        />
        <Textarea label="Comments" autosize minRows={4} required {...form.getInputProps('comments')} />
        <Button type="submit" loading={busy}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}
