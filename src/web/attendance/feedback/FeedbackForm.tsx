import { Alert, Button, Card, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { OwnFeedback } from '../../../domain/responses/feedback.ts';
import { feedbackInputSchema } from '../../../domain/schemas/feedback.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { formatFeedbackDate } from './feedback-date.ts';
import { RATING_KEYS, StarRating } from './StarRating.tsx';
import { headline, zodValidate } from '../../infrastructure/components/zod-form.ts';

/** The rating is sent as a number, as the API requires; null until one is chosen. */
export interface FeedbackValues {
  rating: number | null;
  comments: string;
}

/** SPEC.md §9: the thanks message shows for 3 seconds. */
export const THANKS_MS = 3000;

/** Feedback once given, read-only: its rating, its comments and when. */
export function GivenFeedback({ given }: { given: OwnFeedback }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="your-feedback">
      <Title order={2} size="h4" id="your-feedback">
        {t('club.fb.yours')}
      </Title>
      <Text mt="xs">
        {t('club.fb.givenRating', { rating: given.rating, word: t(RATING_KEYS[given.rating - 1]!) })}
      </Text>
      <Rating value={given.rating} readOnly aria-hidden />
      <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
        {given.comments}
      </Text>
      <Text size="xs" c="dimmed" mt="xs">
        {t('club.fb.givenOn', { date: formatFeedbackDate(given.createdAt, i18n.language as UiLanguage) })}
      </Text>
    </Card>
  );
}

interface Props {
  /** Resolves with the feedback as saved; rejects with the message to show. */
  onSubmit: (values: FeedbackValues) => Promise<OwnFeedback>;
  /** After the thanks message has been shown. */
  onThanked?: () => void;
  /** Feedback on Quad itself may be given again: a button brings back an empty form. */
  again?: boolean;
}

/**
 * Rating 1 to 5 and comments (SPEC.md §2), for events and for Quad itself. Once sent, the
 * thanks (for 3 seconds) above the feedback given, read-only, where the form was: an
 * emptied form with its Submit would invite sending it twice.
 */
export function FeedbackForm({ onSubmit, onThanked, again = false }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const form = useForm<FeedbackValues>({ initialValues: { rating: null, comments: '' }, validate: zodValidate(feedbackInputSchema, language) });
  const [problem, setProblem] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const [given, setGiven] = useState<OwnFeedback | null>(null);
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
        setGiven(await onSubmit(values));
        form.reset();
        setThanked(true);
      } catch (error) {
        setProblem(error instanceof Error ? error.message : t('msg:errorSubmittingFeedback'));
      } finally {
        setBusy(false);
      }
    },
    () => setProblem(headline(feedbackInputSchema, form.getValues(), language)),
  );

  const thanks = (
    // Always in the page, so that screen readers announce the thanks when it appears.
    <div role="status">
      {thanked && (
        <Alert color="green" mb="md">
          {t('msg:thanksForFeedback')}
        </Alert>
      )}
    </div>
  );

  return (
    <Stack gap={0}>
      {thanks}
      {given ? (
        <>
          <GivenFeedback given={given} />
          {again && (
            <Button variant="light" mt="md" style={{ alignSelf: 'flex-start' }} onClick={() => setGiven(null)}>
              {t('club.fb.again')}
            </Button>
          )}
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormError message={problem} />
            <StarRating
              value={form.getValues().rating}
              onChange={(rating) => form.setFieldValue('rating', rating)}
              error={typeof form.errors.rating === 'string' ? form.errors.rating : null}
            />
            <Textarea label={t('club.fb.comments')} autosize minRows={4} required {...form.getInputProps('comments')} />
            <Button type="submit" loading={busy}>
              {t('club.fb.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
