import { Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translatorFor } from '../../../domain/i18n/messages-in.ts';
import { announcementInputSchema } from '../../../domain/schemas/announcement.ts';
import { fieldProblems, problemMessage } from '../../infrastructure/api/errors.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { headline, zodValidate } from '../../infrastructure/components/zod-form.ts';
import { useSendAnnouncement } from './api.ts';

export interface AnnouncementValues {
  subject: string;
  message: string;
  includeWaitlist: boolean;
}

const EMPTY: AnnouncementValues = { subject: '', message: '', includeWaitlist: false };

/** What the toast says under 'Announcement sent.': who it reached. */
export function sentTo(recipients: number, t: TFunction = translatorFor('en')): string {
  return t('run.ann.sentTo', { count: recipients });
}

/** The server's answer to show: its catalogue message (400, 403, 404, 429, no connection), else a plain one. */
function sendProblem(error: unknown, t: TFunction): string {
  return problemMessage(error, { shown: (status) => status === 0 || (status >= 400 && status < 500), fallback: t('run.ann.failed') });
}

/**
 * Subject, message and "Also send to the waitlist": an e-mail and an inbox item for each
 * registered student. Checked with the server's own schema, on submit only.
 */
export function AnnouncementForm({ eventId }: { eventId: string }) {
  const form = useForm<AnnouncementValues>({ initialValues: EMPTY, validate: zodValidate(announcementInputSchema) });
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation();
  const send = useSendAnnouncement(eventId);

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      send.mutate(announcementInputSchema.parse(values), {
        onSuccess: ({ recipients }) => {
          notifySuccess(sentTo(recipients, t), t('msg:announcementSent'));
          form.reset();
        },
        onError: (error) => {
          setProblem(sendProblem(error, t));
          form.setErrors(fieldProblems(error));
        },
      });
    },
    () => setProblem(headline(announcementInputSchema, form.getValues())),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('run.ann.new')}>
      <Stack>
        <FormError message={problem} />
        <TextInput label={t('run.ann.subject')} autoComplete="off" required {...form.getInputProps('subject')} />
        <Textarea label={t('run.ann.message')} autosize minRows={4} maxRows={12} required {...form.getInputProps('message')} />
        <Checkbox
          label={t('run.ann.waitlist')}
          description={t('run.ann.waitlistHelp')}
          {...form.getInputProps('includeWaitlist', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('run.ann.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
