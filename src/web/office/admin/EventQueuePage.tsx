import { Button, Card, Chip, Group, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useForm } from '@mantine/form';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { displayName } from '../../../domain/event-display.ts';
import type { EventView } from '../../../domain/events.ts';
import { REVIEW_STATUSES, type ReviewStatus } from '../../../domain/policy/review.ts';
import { rejectionSchema } from '../../../domain/schemas/review.ts';
import { fieldProblems, problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { zodValidate } from '../../infrastructure/components/zod-form.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { EventFacts, EventNameLink, OrganizerName } from '../../events/events/index.ts';
import { isForbidden, useApproveEvent, useRejectEvent, useReviewQueue } from './api.ts';
import { TimeZoneNotice } from '../../infrastructure/components/TimeZoneNotice.tsx';

/** The queue's three lists, as the chips name them, and what each says when empty (catalogue keys). */
const QUEUE_LISTS = {
  pending: { label: 'office.queue.waiting', empty: 'office.queue.noneWaiting' },
  rejected: { label: 'office.queue.sentBack', empty: 'office.queue.noneSentBack' },
  approved: { label: 'office.queue.approved', empty: 'office.queue.noneApproved' },
} as const satisfies Record<ReviewStatus, { label: string; empty: string }>;
const LIST_ORDER: ReviewStatus[] = ['pending', 'rejected', 'approved'];

/** The server's refusals (403, 404, 409) say why; anything else is the page's own message. */
const problem = (error: unknown, fallback: string) => problemMessage(error, { shown: [403, 404, 409], fallback });

const statusFrom = (value: string | null): ReviewStatus =>
  REVIEW_STATUSES.includes(value as ReviewStatus) ? (value as ReviewStatus) : 'pending';

/** "Send back": the reason the club reads (checked on submit with the server's schema). */
function SendBackForm({ event, onDone }: { event: EventView; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const reject = useRejectEvent();
  const [refusal, setRefusal] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const form = useForm({ initialValues: { reason: '' }, validate: zodValidate(rejectionSchema, i18n.language as UiLanguage) });
  const name = displayName(event.name, language);

  const submit = form.onSubmit(
    (values) => {
      setRefusal(null);
      reject.mutate(
        { eventId: event.id, reason: rejectionSchema.parse(values).reason },
        {
          onSuccess: () => {
            notifySuccess(t('office.queue.sentBackDone', { name }));
            onDone();
          },
          onError: (error) => {
            const fields = fieldProblems(error, [400, 409]);
            if (fields.reason) {
              form.setErrors(fields);
              reasonRef.current?.focus();
            } else setRefusal(problem(error, t('office.queue.sendBackFailed')));
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
        <Text size="sm">{t('office.queue.reasonHint')}</Text>
        <Textarea ref={reasonRef} label={t('office.queue.reason')} required autosize minRows={3} maxRows={8} data-autofocus {...form.getInputProps('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('office.queue.cancel')}
          </Button>
          <Button type="submit" color="red" loading={reject.isPending}>
            {t('office.queue.sendBack')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One event of the queue: what it is, where and when, and the decisions its status allows. */
function QueueItem({ event, onSendBack }: { event: EventView; onSendBack: (event: EventView) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const approve = useApproveEvent();
  const name = displayName(event.name, language);
  const headingId = `review-${event.id}`;
  const waiting = event.status === 'pending';
  const sentBack = event.status === 'rejected';

  const approveIt = () =>
    approve.mutate(event.id, {
      onSuccess: () => notifySuccess(t('office.queue.approvedDone', { name })),
      onError: (error) => notifyError(problem(error, t('office.queue.approveFailed'))),
    });

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          <EventNameLink event={event} />
        </Title>
        <Text size="sm">
          {t('office.queue.by')} <OrganizerName organizer={event.organizer} />
        </Text>
        <EventFacts event={event} withVenue />
        {sentBack && event.reviewReason && (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            <Text span fw={600} inherit>
              {t('office.queue.reasonGiven')}
            </Text>{' '}
            {event.reviewReason}
          </Text>
        )}
        {(waiting || sentBack) && (
          <Group gap="xs" mt={4}>
            <Button size="sm" onClick={approveIt} loading={approve.isPending} aria-label={t('office.queue.approveNamed', { name })}>
              {t('office.queue.approve')}
            </Button>
            {waiting && (
              <Button size="sm" variant="default" onClick={() => onSendBack(event)} aria-label={t('office.queue.sendBackNamed', { name })}>
                {t('office.queue.sendBack')}
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
  const { t } = useTranslation();
  const queue = useReviewQueue(status, true);
  if (queue.isError && !queue.data && isForbidden(queue.error)) return <Text role="alert">{t('office.sentence', { text: t('msg:adminsOnlyApproval') })}</Text>;
  return (
    <QueryState
      query={queue}
      loadingLabel={t('office.queue.loading')}
      skeleton={<LinesSkeleton rows={3} height={120} />}
      errorMessage={t('office.queue.loadFailed')}
      isEmpty={(events) => events.length === 0}
      empty={{ text: t(QUEUE_LISTS[status].empty) }}
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
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
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
    <Page title={t('office.queue.title')}>
      <TimeZoneNotice />
      {!user?.admin ? (
        <Text role="alert">{t('office.sentence', { text: t('msg:adminsOnlyApproval') })}</Text>
      ) : (
        <>
          <Text>{t('office.queue.intro')}</Text>
          {/* Chips as radios (one list at a time), not Tabs: no style sheet of its own for every first paint. */}
          <Group gap="xs">
            <Text id={showId} size="sm" fw={600}>
              {t('office.queue.show')}
            </Text>
            <Group gap="xs" role="radiogroup" aria-labelledby={showId}>
              <Chip.Group value={status} onChange={choose}>
                {LIST_ORDER.map((value) => (
                  <Chip key={value} value={value} name={chipsName}>
                    {t(QUEUE_LISTS[value].label)}
                  </Chip>
                ))}
              </Chip.Group>
            </Group>
          </Group>
          <QueueList key={status} status={status} onSendBack={openSendBack} />
          <Modal
            opened={dialog?.opened ?? false}
            onClose={close}
            title={dialog ? t('office.queue.sendBackNamed', { name: displayName(dialog.event.name, language) }) : t('office.queue.sendBack')}
            centered
          >
            {dialog && <SendBackForm key={`${dialog.event.id}-${dialog.round}`} event={dialog.event} onDone={close} />}
          </Modal>
        </>
      )}
    </Page>
  );
}
