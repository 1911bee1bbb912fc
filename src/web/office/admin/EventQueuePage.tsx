import { Button, Card, Chip, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { displayName } from '../../../domain/event-display.ts';
import type { EventView } from '../../../domain/events.ts';
import { MSG } from '../../../domain/messages.ts';
import { REVIEW_STATUSES, type ReviewStatus } from '../../../domain/policy/review.ts';
import { rejectionSchema } from '../../../domain/schemas/review.ts';
import { fieldProblems, problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { zodValidate } from '../../infrastructure/components/zod-form.ts';
import { EventFacts, EventNameLink, OrganizerName } from '../../events/events/index.ts';
import { isForbidden, useApproveEvent, useRejectEvent, useReviewQueue } from './api.ts';
import { TimeZoneNotice } from '../../infrastructure/components/TimeZoneNotice.tsx';

/** The queue's three lists, as the chips name them, and what each says when empty. */
export const QUEUE_LISTS: Record<ReviewStatus, { label: string; empty: string }> = {
  pending: { label: 'Waiting', empty: 'No events are waiting for approval.' },
  rejected: { label: 'Sent back', empty: 'No events have been sent back.' },
  approved: { label: 'Approved', empty: 'No events have been approved yet.' },
};
const LIST_ORDER: ReviewStatus[] = ['pending', 'rejected', 'approved'];

export const APPROVE_FAILED = 'The event could not be approved. Please try again.';
export const SEND_BACK_FAILED = 'The event could not be sent back. Please try again.';

/** The server's refusals (403, 404, 409) say why; anything else is the page's own message. */
const problem = (error: unknown, fallback: string) => problemMessage(error, { shown: [403, 404, 409], fallback });

const statusFrom = (value: string | null): ReviewStatus =>
  REVIEW_STATUSES.includes(value as ReviewStatus) ? (value as ReviewStatus) : 'pending';

/** "Send back": the reason the club reads (checked on submit with the server's schema). */
function SendBackForm({ event, onDone }: { event: EventView; onDone: () => void }) {
  const reject = useRejectEvent();
  const [refusal, setRefusal] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const form = useForm({ initialValues: { reason: '' }, validate: zodValidate(rejectionSchema) });
  const name = displayName(event.name);

  const submit = form.onSubmit(
    (values) => {
      setRefusal(null);
      reject.mutate(
        { eventId: event.id, reason: rejectionSchema.parse(values).reason },
        {
          onSuccess: () => {
            notifySuccess(`${name} sent back to its club.`);
            onDone();
          },
          onError: (error) => {
            const fields = fieldProblems(error, [400, 409]);
            if (fields.reason) {
              form.setErrors(fields);
              reasonRef.current?.focus();
            } else setRefusal(problem(error, SEND_BACK_FAILED));
          },
        },
      );
    },
    // The problem is beside the field, which takes the focus: a screen reader reads both.
    () => reasonRef.current?.focus(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={refusal} />
        <Text size="sm">
          The club reads your reason in its e-mail and on its dashboard. Once it edits the event, the event comes back to
          this queue.
        </Text>
        <Textarea ref={reasonRef} label="Reason" required autosize minRows={3} maxRows={8} data-autofocus {...form.getInputProps('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={reject.isPending}>
            Send back
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One event of the queue: what it is, where and when, and the decisions its status allows. */
function QueueItem({ event, onSendBack }: { event: EventView; onSendBack: (event: EventView) => void }) {
  const approve = useApproveEvent();
  const name = displayName(event.name);
  const headingId = `review-${event.id}`;
  const waiting = event.status === 'pending';
  const sentBack = event.status === 'rejected';

  const approveIt = () =>
    approve.mutate(event.id, {
      onSuccess: () => notifySuccess(`${name} approved.`),
      onError: (error) => notifyError(problem(error, APPROVE_FAILED)),
    });

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          <EventNameLink event={event} />
        </Title>
        <Text size="sm">
          by <OrganizerName organizer={event.organizer} />
        </Text>
        <EventFacts event={event} withVenue />
        {sentBack && event.reviewReason && (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            <Text span fw={600} inherit>
              Reason given:
            </Text>{' '}
            {event.reviewReason}
          </Text>
        )}
        {(waiting || sentBack) && (
          <Group gap="xs" mt={4}>
            <Button size="sm" onClick={approveIt} loading={approve.isPending} aria-label={`Approve ${name}`}>
              Approve
            </Button>
            {waiting && (
              <Button size="sm" variant="default" onClick={() => onSendBack(event)} aria-label={`Send back ${name}`}>
                Send back
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The list of one status, soonest first, as the server gives it. */
function QueueList({ status, onSendBack }: { status: ReviewStatus; onSendBack: (event: EventView) => void }) {
  const queue = useReviewQueue(status, true);
  if (queue.isError && !queue.data && isForbidden(queue.error)) return <Text role="alert">{MSG.adminsOnlyApproval}.</Text>;
  return (
    <QueryState
      query={queue}
      loadingLabel="Loading events"
      skeleton={<LinesSkeleton rows={3} height={120} />}
      errorMessage="The events could not be loaded."
      isEmpty={(events) => events.length === 0}
      empty={{ text: QUEUE_LISTS[status].empty }}
    >
      {(events) => (
        <Stack gap="sm">
          {events.map((event) => (
            <QueueItem key={event.id} event={event} onSendBack={onSendBack} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * The campus office's approval queue (EVENT_APPROVAL=required), for the accounts
 * listed in ADMIN_EMAILS: the events waiting for approval, those sent back to their club
 * (with the reason) and those approved, soonest first. A waiting event is approved or sent
 * back with a reason; a sent-back one can still be approved. The list shown is kept in the
 * address (`?status=rejected`), so a reload or a shared link opens the same list.
 */
export function EventQueuePage() {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const status = statusFrom(search.get('status'));
  // The dialog keeps its event while it closes, so its content does not vanish mid-fade.
  const [dialog, setDialog] = useState<{ event: EventView; opened: boolean; round: number } | null>(null);
  const close = () => setDialog((d) => d && { ...d, opened: false });
  const openSendBack = (event: EventView) => setDialog((d) => ({ event, opened: true, round: (d?.round ?? 0) + 1 }));

  const showId = useId();
  const chipsName = useId();
  const choose = (value: string) => {
    const next = statusFrom(value);
    setSearch((params) => {
      if (next === 'pending') params.delete('status');
      else params.set('status', next);
      return params;
    }, { replace: true });
  };

  return (
    <Page title="Event approvals">
      <TimeZoneNotice />
      {!user?.admin ? (
        <Text role="alert">{MSG.adminsOnlyApproval}.</Text>
      ) : (
        <>
          <Text>
            A new event is seen only by its club's team until you approve it. Send one back with a reason and the club is
            told by e-mail; once it edits the event, the event waits here again.
          </Text>
          {/* Chips as radios (one list at a time), not Tabs: no style sheet of its own for every first paint. */}
          <Group gap="xs">
            <Text id={showId} size="sm" fw={600}>
              Show
            </Text>
            <Group gap="xs" role="radiogroup" aria-labelledby={showId}>
              <Chip.Group value={status} onChange={choose}>
                {LIST_ORDER.map((value) => (
                  <Chip key={value} value={value} name={chipsName}>
                    {QUEUE_LISTS[value].label}
                  </Chip>
                ))}
              </Chip.Group>
            </Group>
          </Group>
          <QueueList key={status} status={status} onSendBack={openSendBack} />
          <Modal
            opened={dialog?.opened ?? false}
            onClose={close}
            title={dialog ? `Send back ${displayName(dialog.event.name)}` : 'Send back'}
            centered
          >
            {dialog && <SendBackForm key={`${dialog.event.id}-${dialog.round}`} event={dialog.event} onDone={close} />}
          </Modal>
        </>
      )}
    </Page>
  );
}
