import { Badge, Button, Card, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../../domain/i18n/languages.ts';
import { roleOwnsClub } from '../../../../domain/policy/actor.ts';
import type { CreatedWebhook, WebhookDeliveryView, WebhookView } from '../../../../domain/responses/webhooks.ts';
import { WEBHOOK_EVENTS, webhookInputSchema, type WebhookEventType } from '../../../../domain/webhooks.ts';
import { errorMessage } from '../../../infrastructure/api/errors.ts';
import { FormError } from '../../../infrastructure/components/FormError.tsx';
import { notifyError, notifySuccess } from '../../../infrastructure/components/notify.ts';
import { LogTable } from '../../../infrastructure/components/LogTable.tsx';
import { openConfirmModal } from '../../../infrastructure/components/on-demand-hosts.tsx';
import { LinesSkeleton, QueryState } from '../../../infrastructure/components/QueryState.tsx';
import { SecretOnce } from '../../../infrastructure/components/SecretOnce.tsx';
import { useMomentFormat } from '../../../infrastructure/components/use-moment-format.ts';
import { headline } from '../../../infrastructure/components/zod-form.ts';
import { useCreateWebhook, useDeleteWebhook, useSendWebhook, useUpdateWebhook, useWebhookDeliveries, useWebhooks } from '../api.ts';
import type { SectionProps } from '../club-parts.tsx';

/** Each event a webhook can be told of, named in the catalogue (its code stays as the receiver reads it). */
const EVENT_KEYS = {
  'registration.created': 'club.wh.type.registrationCreated',
  'registration.cancelled': 'club.wh.type.registrationCancelled',
  'registration.promoted': 'club.wh.type.registrationPromoted',
  'checkin.created': 'club.wh.type.checkinCreated',
  'event.created': 'club.wh.type.eventCreated',
  'event.updated': 'club.wh.type.eventUpdated',
  'event.deleted': 'club.wh.type.eventDeleted',
  'feedback.created': 'club.wh.type.feedbackCreated',
} as const satisfies Record<WebhookEventType, string>;

/** "Someone registered (registration.created)": the words, then the code a receiver reads. */
const withCode = (label: string, code: string) => `${label} (${code})`;

const STATUS_KEYS = { delivered: 'club.wh.status.delivered', pending: 'club.wh.status.pending', failed: 'club.wh.status.failed' } as const;

/** An instant as the delivery log shows it, to the second; a dash when there is none. */
function useWhen() {
  const moment = useMomentFormat(true);
  return (iso: string | null) => (iso ? moment(iso) : '—');
}

function EventChoices({ value, onChange, label }: { value: string[]; onChange: (v: string[]) => void; label: string }) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange}>
      <Stack mt="xs" gap={6}>
        {WEBHOOK_EVENTS.map((e) => <Checkbox key={e} value={e} label={withCode(t(EVENT_KEYS[e]), e)} />)}
      </Stack>
    </Checkbox.Group>
  );
}

function AddWebhook({ organizerId, owner }: { organizerId: string; owner: boolean }) {
  const { t, i18n } = useTranslation();
  const create = useCreateWebhook(organizerId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['registration.created']);
  const [includeContacts, setIncludeContacts] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { url, events: events as WebhookEventType[], includeContacts };
    const message = headline(webhookInputSchema, input, i18n.language as UiLanguage);
    setProblem(message);
    if (message) return;
    create.mutate(input, {
      onSuccess: (hook) => {
        setCreated(hook);
        setUrl('');
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Card withBorder component="section" aria-labelledby="new-webhook-heading">
      <Stack gap="sm">
        <Title order={3} id="new-webhook-heading">{t('club.wh.addTitle')}</Title>
        <Text size="sm">{t('club.wh.intro')}</Text>
        <form onSubmit={submit} noValidate aria-labelledby="new-webhook-heading">
          <Stack gap="sm">
            <TextInput label={t('club.wh.endpoint')} description={t('club.wh.endpointHelp')} value={url} onChange={(e) => setUrl(e.currentTarget.value)} type="url" />
            <EventChoices label={t('club.wh.events')} value={events} onChange={setEvents} />
            <Checkbox
              label={t('club.wh.contacts')}
              description={owner ? undefined : t('club.wh.contactsOwnerOnly')}
              checked={includeContacts}
              disabled={!owner}
              onChange={(e) => setIncludeContacts(e.currentTarget.checked)}
            />
            <div>
              <Button type="submit" loading={create.isPending}>{t('club.wh.add')}</Button>
            </div>
            <FormError message={problem} />
          </Stack>
        </form>
        {created && <SecretOnce label={t('club.wh.secret')} value={created.secret} copyLabel={t('club.wh.copySecret')} note={t('club.wh.onlyOnce')} />}
      </Stack>
    </Card>
  );
}

const STATUS_COLOURS: Record<WebhookDeliveryView['status'], string> = { delivered: 'teal', pending: 'yellow', failed: 'red' };

function Deliveries({ organizerId, hook }: { organizerId: string; hook: WebhookView }) {
  const { t } = useTranslation();
  const when = useWhen();
  const deliveries = useWebhookDeliveries(organizerId, hook.id);
  const send = useSendWebhook(organizerId, hook.id);
  const resend = (id: string | null) => send.mutate(id, { onSuccess: () => notifySuccess(t('club.wh.queued')), onError: (error) => notifyError(errorMessage(error)) });
  const headingId = `deliveries-${hook.id}`;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={4} id={headingId}>{t('club.wh.recent')}</Title>
        <Button size="compact-sm" variant="default" onClick={() => resend(null)} disabled={!hook.enabled} loading={send.isPending && send.variables === null}>
          {t('club.wh.sendTest')}
        </Button>
      </Group>
      <QueryState
        query={deliveries}
        loadingLabel={t('club.wh.loadingDeliveries')}
        skeleton={<LinesSkeleton rows={2} height={32} gap="xs" />}
        isEmpty={(data) => data.deliveries.length === 0}
        empty={{ text: t('club.wh.nothingSent') }}
      >
        {(data) => (
          <LogTable
            labelledBy={headingId}
            minWidth={480}
            verticalSpacing="xs"
            columns={[t('club.wh.col.event'), t('club.wh.col.status'), t('club.wh.col.answer'), t('club.wh.col.time'), t('club.wh.col.action')]}
          >
            {data.deliveries.slice(0, 10).map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td><Text size="sm" ff="monospace">{d.eventType}</Text></Table.Td>
                <Table.Td><Badge variant="light" color={STATUS_COLOURS[d.status]}>{t(STATUS_KEYS[d.status])}</Badge></Table.Td>
                <Table.Td>{d.responseStatus ?? (d.lastError ? t('club.wh.noAnswer') : '—')}</Table.Td>
                <Table.Td>{when(d.lastAttemptAt ?? d.createdAt)}</Table.Td>
                <Table.Td>
                  <Button size="compact-sm" variant="subtle" aria-label={t('club.wh.resendNamed', { type: d.eventType, when: when(d.createdAt) })} disabled={!hook.enabled} onClick={() => resend(d.id)}>
                    {t('club.wh.resend')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </LogTable>
        )}
      </QueryState>
    </Stack>
  );
}

function WebhookCard({ organizerId, hook }: { organizerId: string; hook: WebhookView }) {
  const { t } = useTranslation();
  const when = useWhen();
  const update = useUpdateWebhook(organizerId);
  const remove = useDeleteWebhook(organizerId);
  const [editing, setEditing] = useState(false);
  const [events, setEvents] = useState<string[]>(hook.events);
  const save = () =>
    update.mutate({ id: hook.id, patch: { events: events as WebhookEventType[] } }, {
      onSuccess: () => {
        setEditing(false);
        notifySuccess(t('club.wh.saved'));
      },
      onError: (error) => notifyError(errorMessage(error)),
    });
  const confirmDelete = () =>
    openConfirmModal({
      title: t('club.wh.deleteTitle', { url: hook.url }),
      children: <Text size="sm">{t('club.wh.deleteText')}</Text>,
      labels: { confirm: t('ws.delete'), cancel: t('ws.team.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(hook.id, { onSuccess: () => notifySuccess(t('club.wh.deleted')), onError: (error) => notifyError(errorMessage(error)) }),
    });
  const headingId = `webhook-${hook.id}`;
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>{hook.url}</Title>
            <Group gap={4}>
              {hook.enabled ? <Badge variant="light" color="teal">{t('club.wh.on')}</Badge> : <Badge variant="light" color="red">{t('club.wh.off')}</Badge>}
              {hook.includeContacts && <Badge variant="light">{t('club.wh.withContacts')}</Badge>}
              {hook.failingSince && hook.enabled && <Badge variant="light" color="yellow">{t('club.wh.failingSince', { when: when(hook.failingSince) })}</Badge>}
            </Group>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            {!hook.enabled && (
              <Button size="compact-sm" variant="light" onClick={() => update.mutate({ id: hook.id, patch: { enabled: true } }, { onError: (error) => notifyError(errorMessage(error)) })}>
                {t('club.wh.turnOn')}
              </Button>
            )}
            <Button size="compact-sm" variant="default" onClick={() => setEditing((v) => !v)} aria-expanded={editing} aria-label={t('club.wh.editEventsNamed', { url: hook.url })}>
              {t('club.wh.editEvents')}
            </Button>
            <Button size="compact-sm" variant="light" color="red" onClick={confirmDelete} loading={remove.isPending} aria-label={t('club.wh.deleteNamed', { url: hook.url })}>
              {t('ws.delete')}
            </Button>
          </Group>
        </Group>
        {editing ? (
          <Stack gap="xs">
            <EventChoices label={t('club.wh.events')} value={events} onChange={setEvents} />
            <Group gap="xs">
              <Button size="compact-sm" onClick={save} loading={update.isPending} disabled={events.length === 0}>{t('club.wh.saveEvents')}</Button>
              <Button size="compact-sm" variant="subtle" onClick={() => { setEvents(hook.events); setEditing(false); }}>{t('ws.team.cancel')}</Button>
            </Group>
          </Stack>
        ) : (
          <Group gap={4}>
            {hook.events.map((e) => <Badge key={e} variant="outline" size="sm" tt="none">{e}</Badge>)}
          </Group>
        )}
        <Deliveries organizerId={organizerId} hook={hook} />
      </Stack>
    </Card>
  );
}

/** The club's webhooks: add one (its secret shown once), and for each its events, its recent deliveries, test, resend, delete. */
export function WebhooksSection({ organizer, role }: SectionProps) {
  const { t } = useTranslation();
  const hooks = useWebhooks(organizer.id);
  return (
    <Stack gap="lg">
      <AddWebhook organizerId={organizer.id} owner={roleOwnsClub(role)} />
      <QueryState
        query={hooks}
        loadingLabel={t('club.wh.loading')}
        skeleton={<LinesSkeleton rows={2} height={160} gap="lg" />}
        isEmpty={(data) => data.webhooks.length === 0}
        empty={{ text: t('club.wh.none') }}
      >
        {(data) => data.webhooks.map((hook) => <WebhookCard key={hook.id} organizerId={organizer.id} hook={hook} />)}
      </QueryState>
    </Stack>
  );
}
