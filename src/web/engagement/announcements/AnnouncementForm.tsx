import { Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MSG } from '../../../domain/messages.ts';
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
export function sentTo(recipients: number): string {
  if (recipients === 0) return 'No students are registered yet, so nobody received it.';
  return `Sent to ${recipients} ${recipients === 1 ? 'student' : 'students'}`;
}

/** The server's answer to show: its catalogue message (400, 403, 404, 429, no connection), else a plain one. */
function sendProblem(error: unknown): string {
  return problemMessage(error, { shown: (status) => status === 0 || (status >= 400 && status < 500), fallback: 'The announcement could not be sent. Please try again.' });
}

/**
 * Subject, message and "Also send to the waitlist": an e-mail and an inbox item for each
 * registered student. Checked with the server's own schema, on submit only.
 */
export function AnnouncementForm({ eventId }: { eventId: string }) {
  const form = useForm<AnnouncementValues>({ initialValues: EMPTY, validate: zodValidate(announcementInputSchema) });
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendAnnouncement(eventId);

  const submit = form.onSubmit(
    (values) => {
      setProblem(null);
      send.mutate(announcementInputSchema.parse(values), {
        onSuccess: ({ recipients }) => {
          notifySuccess(sentTo(recipients), MSG.announcementSent);
          form.reset();
        },
        onError: (error) => {
          setProblem(sendProblem(error));
          form.setErrors(fieldProblems(error));
        },
      });
    },
    () => setProblem(headline(announcementInputSchema, form.getValues())),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="New announcement">
      <Stack>
        <FormError message={problem} />
        <TextInput label="Subject" autoComplete="off" required {...form.getInputProps('subject')} />
        <Textarea label="Message" autosize minRows={4} maxRows={12} required {...form.getInputProps('message')} />
        <Checkbox
          label="Also send to the waitlist"
          description="Students waiting for a place get it too."
          {...form.getInputProps('includeWaitlist', { type: 'checkbox' })}
        />
        <Group>
          <Button type="submit" loading={send.isPending}>
            Send announcement
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
