import { Anchor, Badge, Button, Group, Loader, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCertificate, IconDownload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CHECK_CREDENTIAL_PATH } from '../../../domain/credentials.ts';
import { recordDay } from '../../../domain/format.ts';
import type { AttendedEvent } from '../../../domain/responses/attendance.ts';
import { graphemeLength, REFLECTION_MAX } from '../../../domain/schemas/outcomes.ts';
import { ApiError } from '../../infrastructure/api/errors.ts';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { CLR_DOWNLOAD_PATH, credentialDownloadPath, useMyCredentials, useMyReflections, useOutcomeProgress, useSaveReflection } from './api.ts';

const STATUS_LABELS = { pending: 'Waiting for the club', approved: 'Approved', returned: 'Returned' } as const;
const STATUS_COLOURS = { pending: 'yellow', approved: 'green', returned: 'red' } as const;

/** Per learning outcome: the events attended that practise it, their hours, and approved reflections. */
export function OutcomesRecord() {
  const progress = useOutcomeProgress(true);
  const outcomes = progress.data?.outcomes ?? [];
  if (outcomes.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2}>By learning outcome</Title>
      {outcomes.map((o) => (
        <Paper key={o.id} withBorder p="md">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>{o.name}</Title>
              <Text size="sm" c="dimmed">{o.events.length} {o.events.length === 1 ? 'event' : 'events'} · {o.hours} {o.hours === 1 ? 'hour' : 'hours'}</Text>
            </Group>
            {o.description && <Text size="sm" c="dimmed">{o.description}</Text>}
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
              {o.events.map((e) => (
                <li key={e.eventId}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={`/events/${encodeURIComponent(e.eventId)}`}>{e.name}</Anchor> · {recordDay(e.date)}
                  </Text>
                  {e.reflection && <Text size="sm" fs="italic" pl="sm" style={{ borderLeft: '2px solid var(--mantine-color-default-border)', overflowWrap: 'anywhere' }}>{e.reflection}</Text>}
                </li>
              ))}
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** A reflection on an attended event: chosen from the list, written, sent to the club for approval. */
export function Reflections({ attended }: { attended: AttendedEvent[] }) {
  const mine = useMyReflections(true);
  const save = useSaveReflection();
  const [eventId, setEventId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (attended.length === 0) return null;
  const byEvent = new Map((mine.data ?? []).map((r) => [r.eventId, r]));
  const choose = (id: string | null) => {
    setEventId(id);
    setText(id ? (byEvent.get(id)?.text ?? '') : '');
    setError(null);
  };
  const length = graphemeLength(text.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!eventId) return setError('Choose an event');
    save.mutate({ eventId, text }, {
      onSuccess: () => notifySuccess('Reflection sent to the club for approval.'),
      onError: (e) => setError(e instanceof ApiError ? (e.fields.text ?? e.message) : 'Your reflection could not be saved. Please try again.'),
    });
  };
  return (
    <Stack gap="sm">
      <Title order={2}>Reflections</Title>
      <Text size="sm" c="dimmed">What did an event teach you? Once the club approves it, your reflection appears on the event's credential.</Text>
      {(mine.data ?? []).length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your reflections">
          {mine.data!.map((r) => (
            <Paper component="li" key={r.id} withBorder p="sm">
              <Group justify="space-between" gap="xs">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>{attended.find((a) => a.eventId === r.eventId)?.name ?? 'Event'}</Text>
                <Badge color={STATUS_COLOURS[r.status]} variant="light" tt="none">{STATUS_LABELS[r.status]}</Badge>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{r.text}</Text>
              {r.returnReason && <Text size="sm" c="red.8">Returned: {r.returnReason}</Text>}
            </Paper>
          ))}
        </Stack>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label="Event"
            placeholder="Choose an event you attended"
            data={attended.map((a) => ({ value: a.eventId, label: `${a.name} · ${recordDay(a.date)}` }))}
            value={eventId}
            onChange={choose}
            searchable
            nothingFoundMessage="No attended event by that name"
          />
          <Textarea
            label="Your reflection"
            autosize
            minRows={3}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            description={`${length} / ${REFLECTION_MAX.toLocaleString('en')} characters`}
            error={error}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>Send for approval</Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** The student's Open Badges credentials: one file each, or all in one signed bundle, and where anyone checks one. */
export function Credentials() {
  const credentials = useMyCredentials(true);
  return (
    <Stack gap="sm">
      <Title order={2}>Credentials</Title>
      <Text size="sm" c="dimmed">
        Open Badges 3.0 credentials, signed by the campus: add them to a credential wallet or send them to an employer. Anyone can{' '}
        <Anchor component={Link} to={CHECK_CREDENTIAL_PATH}>check a credential</Anchor>.
      </Text>
      {credentials.data ? (
        credentials.data.length === 0 ? (
          <Text>No credentials yet. Each event you are checked in at earns one.</Text>
        ) : (
          <>
            <Group>
              <Button component="a" href={CLR_DOWNLOAD_PATH} download variant="light" leftSection={<IconDownload size={18} aria-hidden />}>
                Download all (CLR)
              </Button>
            </Group>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your credentials">
              {credentials.data.map((c) => (
                <Paper component="li" key={c.id} withBorder p="sm">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
                      <IconCertificate size={20} aria-hidden style={{ flexShrink: 0 }} />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>{c.name}</Text>
                        <Text size="xs" c="dimmed">{c.kind === 'role' ? 'Club role' : 'Event attended'}{c.withReflection ? ' · with your reflection' : ''}</Text>
                      </Stack>
                    </Group>
                    <Button component="a" href={credentialDownloadPath(c.id)} download size="xs" variant="default" aria-label={`Download ${c.name}`} leftSection={<IconDownload size={14} aria-hidden />}>
                      Download
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          </>
        )
      ) : credentials.isError ? (
        <Text role="alert">Your credentials could not be loaded.</Text>
      ) : (
        <Loader aria-label="Loading your credentials" />
      )}
    </Stack>
  );
}
