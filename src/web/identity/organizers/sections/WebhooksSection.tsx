import { Badge, Button, Card, Checkbox, CopyButton, Group, Loader, Center, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { roleOwnsClub } from '../../../../domain/policy/actor.ts';
import type { CreatedWebhook, WebhookDeliveryView, WebhookView } from '../../../../domain/responses/webhooks.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, webhookInputSchema, type WebhookEventType } from '../../../../domain/webhooks.ts';
import { errorMessage } from '../../../infrastructure/api/errors.ts';
import { FormError } from '../../../infrastructure/components/FormError.tsx';
import { notifyError, notifySuccess } from '../../../infrastructure/components/notify.ts';
import { openConfirmModal } from '../../../infrastructure/components/on-demand-hosts.tsx';
import { headline } from '../../../infrastructure/components/zod-form.ts';
import { useCreateWebhook, useDeleteWebhook, useSendWebhook, useUpdateWebhook, useWebhookDeliveries, useWebhooks } from '../api.ts';
import type { SectionProps } from '../club-parts.tsx';

export const WEBHOOK_TEXTS = {
  intro:
    'A webhook tells another system (a club website, a Discord bot, a spreadsheet script) what happens in the club as it happens: Quad sends a signed POST to its address. Verify each with the signing secret (Standard Webhooks).',
  onlyOnce: 'Copy the signing secret now: it is shown only this once.',
  contacts: "Include registrants' name, e-mail, USN and phone in registration events",
  contactsOwnerOnly: "Only the club's owner can include registrants' contacts.",
  deleted: 'The webhook was deleted. Nothing more is sent to it.',
  queued: 'Queued: it goes out in a moment.',
  none: 'No webhooks yet.',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' }) : '—');

function EventChoices({ value, onChange, label }: { value: string[]; onChange: (v: string[]) => void; label: string }) {
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange}>
      <Stack mt="xs" gap={6}>
        {WEBHOOK_EVENTS.map((e) => <Checkbox key={e} value={e} label={`${WEBHOOK_EVENT_LABELS[e]} (${e})`} />)}
      </Stack>
    </Checkbox.Group>
  );
}

function AddWebhook({ organizerId, owner }: { organizerId: string; owner: boolean }) {
  const create = useCreateWebhook(organizerId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['registration.created']);
  const [includeContacts, setIncludeContacts] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { url, events: events as WebhookEventType[], includeContacts };
    const message = headline(webhookInputSchema, input);
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
        <Title order={3} id="new-webhook-heading">Add a webhook</Title>
        <Text size="sm">{WEBHOOK_TEXTS.intro}</Text>
        <form onSubmit={submit} noValidate aria-labelledby="new-webhook-heading">
          <Stack gap="sm">
            <TextInput label="Endpoint address" description="https://… on the public internet" value={url} onChange={(e) => setUrl(e.currentTarget.value)} type="url" />
            <EventChoices label="Events" value={events} onChange={setEvents} />
            <Checkbox
              label={WEBHOOK_TEXTS.contacts}
              description={owner ? undefined : WEBHOOK_TEXTS.contactsOwnerOnly}
              checked={includeContacts}
              disabled={!owner}
              onChange={(e) => setIncludeContacts(e.currentTarget.checked)}
            />
            <div>
              <Button type="submit" loading={create.isPending}>Add webhook</Button>
            </div>
            <FormError message={problem} />
          </Stack>
        </form>
        {created && (
          <Stack gap={4}>
            <Group align="flex-end" wrap="wrap">
              <TextInput label="Signing secret" value={created.secret} readOnly style={{ flex: 1 }} miw={220} styles={{ input: { fontFamily: 'monospace' } }} />
              <CopyButton value={created.secret}>
                {({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? 'Copied' : 'Copy secret'}</Button>}
              </CopyButton>
            </Group>
            <Text size="sm">{WEBHOOK_TEXTS.onlyOnce}</Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

const STATUS_COLOURS: Record<WebhookDeliveryView['status'], string> = { delivered: 'teal', pending: 'yellow', failed: 'red' };

function Deliveries({ organizerId, hook }: { organizerId: string; hook: WebhookView }) {
  const deliveries = useWebhookDeliveries(organizerId, hook.id);
  const send = useSendWebhook(organizerId, hook.id);
  const list = deliveries.data?.deliveries ?? [];
  const resend = (id: string | null) => send.mutate(id, { onSuccess: () => notifySuccess(WEBHOOK_TEXTS.queued), onError: (error) => notifyError(errorMessage(error)) });
  const headingId = `deliveries-${hook.id}`;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={4} id={headingId}>Recent deliveries</Title>
        <Button size="compact-sm" variant="default" onClick={() => resend(null)} disabled={!hook.enabled} loading={send.isPending && send.variables === null}>
          Send test
        </Button>
      </Group>
      {deliveries.isPending && <Center><Loader size="sm" aria-label="Loading deliveries" /></Center>}
      {deliveries.isError && <FormError message={errorMessage(deliveries.error)} />}
      {deliveries.isSuccess && list.length === 0 && <Text size="sm" c="dimmed">Nothing sent yet.</Text>}
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-labelledby={headingId} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Answer</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Action</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.slice(0, 10).map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td><Text size="sm" ff="monospace">{d.eventType}</Text></Table.Td>
                  <Table.Td><Badge variant="light" color={STATUS_COLOURS[d.status]}>{d.status}</Badge></Table.Td>
                  <Table.Td>{d.responseStatus ?? (d.lastError ? 'No answer' : '—')}</Table.Td>
                  <Table.Td>{when(d.lastAttemptAt ?? d.createdAt)}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="subtle" aria-label={`Resend the ${d.eventType} delivery of ${when(d.createdAt)}`} disabled={!hook.enabled} onClick={() => resend(d.id)}>
                      Resend
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function WebhookCard({ organizerId, hook }: { organizerId: string; hook: WebhookView }) {
  const update = useUpdateWebhook(organizerId);
  const remove = useDeleteWebhook(organizerId);
  const [editing, setEditing] = useState(false);
  const [events, setEvents] = useState<string[]>(hook.events);
  const save = () =>
    update.mutate({ id: hook.id, patch: { events: events as WebhookEventType[] } }, {
      onSuccess: () => {
        setEditing(false);
        notifySuccess('Webhook saved');
      },
      onError: (error) => notifyError(errorMessage(error)),
    });
  const confirmDelete = () =>
    openConfirmModal({
      title: `Delete the webhook to ${hook.url}?`,
      children: <Text size="sm">Nothing more is sent to it, and its delivery log goes with it.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(hook.id, { onSuccess: () => notifySuccess(WEBHOOK_TEXTS.deleted), onError: (error) => notifyError(errorMessage(error)) }),
    });
  const headingId = `webhook-${hook.id}`;
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>{hook.url}</Title>
            <Group gap={4}>
              {hook.enabled ? <Badge variant="light" color="teal">On</Badge> : <Badge variant="light" color="red">Turned off</Badge>}
              {hook.includeContacts && <Badge variant="light">With contacts</Badge>}
              {hook.failingSince && hook.enabled && <Badge variant="light" color="yellow">Failing since {when(hook.failingSince)}</Badge>}
            </Group>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            {!hook.enabled && (
              <Button size="compact-sm" variant="light" onClick={() => update.mutate({ id: hook.id, patch: { enabled: true } }, { onError: (error) => notifyError(errorMessage(error)) })}>
                Turn on
              </Button>
            )}
            <Button size="compact-sm" variant="default" onClick={() => setEditing((v) => !v)} aria-expanded={editing} aria-label={`Edit events of ${hook.url}`}>
              Edit events
            </Button>
            <Button size="compact-sm" variant="light" color="red" onClick={confirmDelete} loading={remove.isPending} aria-label={`Delete the webhook to ${hook.url}`}>
              Delete
            </Button>
          </Group>
        </Group>
        {editing ? (
          <Stack gap="xs">
            <EventChoices label="Events" value={events} onChange={setEvents} />
            <Group gap="xs">
              <Button size="compact-sm" onClick={save} loading={update.isPending} disabled={events.length === 0}>Save events</Button>
              <Button size="compact-sm" variant="subtle" onClick={() => { setEvents(hook.events); setEditing(false); }}>Cancel</Button>
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
  const hooks = useWebhooks(organizer.id);
  const list = hooks.data?.webhooks ?? [];
  return (
    <Stack gap="lg">
      <AddWebhook organizerId={organizer.id} owner={roleOwnsClub(role)} />
      {hooks.isPending && <Center><Loader aria-label="Loading webhooks" /></Center>}
      {hooks.isError && <FormError message={errorMessage(hooks.error)} />}
      {hooks.isSuccess && list.length === 0 && <Text c="dimmed">{WEBHOOK_TEXTS.none}</Text>}
      {list.map((hook) => <WebhookCard key={hook.id} organizerId={organizer.id} hook={hook} />)}
    </Stack>
  );
}
