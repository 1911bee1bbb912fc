import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCertificate, IconDownload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHECK_CREDENTIAL_PATH } from '../../../domain/credentials.ts';
import { recordDay } from '../../../domain/format.ts';
import { intlLocale, type UiLanguage } from '../../../domain/i18n/languages.ts';
import type { AttendedEvent } from '../../../domain/responses/attendance.ts';
import { graphemeLength, REFLECTION_MAX } from '../../../domain/schemas/outcomes.ts';
import { EVERY_STATUS, problemMessage, refusedField } from '../../infrastructure/api/errors.ts';
import { notifySuccess } from '../../infrastructure/components/notify.ts';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { CLR_DOWNLOAD_PATH, credentialDownloadPath, useMyCredentials, useMyReflections, useOutcomeProgress, useSaveReflection } from './api.ts';

const STATUS_KEYS = { pending: 'club.rec.status.pending', approved: 'club.rec.status.approved', returned: 'club.rec.status.returned' } as const;
const STATUS_COLOURS = { pending: 'yellow', approved: 'green', returned: 'red' } as const;

/** Per learning outcome: the events attended that practise it, their hours, and approved reflections. */
export function OutcomesRecord() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const progress = useOutcomeProgress(true);
  const outcomes = progress.data?.outcomes ?? [];
  if (outcomes.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2}>{t('club.rec.byOutcome')}</Title>
      {outcomes.map((o) => (
        <Paper key={o.id} withBorder p="md">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>{o.name}</Title>
              <Text size="sm" c="dimmed">{t('club.rec.eventsAndHours', { events: o.events.length, hours: o.hours, hoursText: String(o.hours) })}</Text>
            </Group>
            {o.description && <Text size="sm" c="dimmed">{o.description}</Text>}
            <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
              {o.events.map((e) => (
                <li key={e.eventId}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={`/events/${encodeURIComponent(e.eventId)}`}>{e.name}</Anchor> · {recordDay(e.date, undefined, language)}
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
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
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
    if (!eventId) return setError(t('club.rec.chooseEvent'));
    save.mutate({ eventId, text }, {
      onSuccess: () => notifySuccess(t('club.rec.reflectionSent')),
      onError: (e) => setError(refusedField(e, 'text') ?? problemMessage(e, { shown: EVERY_STATUS, fallback: t('club.rec.reflectionFailed') })),
    });
  };
  return (
    <Stack gap="sm">
      <Title order={2}>{t('club.rec.reflections')}</Title>
      <Text size="sm" c="dimmed">{t('club.rec.reflectionsIntro')}</Text>
      {(mine.data ?? []).length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('club.rec.yourReflections')}>
          {mine.data!.map((r) => (
            <Paper component="li" key={r.id} withBorder p="sm">
              <Group justify="space-between" gap="xs">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>{attended.find((a) => a.eventId === r.eventId)?.name ?? t('club.wh.col.event')}</Text>
                <Badge color={STATUS_COLOURS[r.status]} variant="light" tt="none">{t(STATUS_KEYS[r.status])}</Badge>
              </Group>
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{r.text}</Text>
              {r.returnReason && <Text size="sm" c="red.8">{t('club.rec.returnedBecause', { reason: r.returnReason })}</Text>}
            </Paper>
          ))}
        </Stack>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('club.wh.col.event')}
            placeholder={t('club.rec.chooseAttended')}
            data={attended.map((a) => ({ value: a.eventId, label: `${a.name} · ${recordDay(a.date, undefined, language)}` }))}
            value={eventId}
            onChange={choose}
            searchable
            nothingFoundMessage={t('club.rec.noSuchEvent')}
          />
          <Textarea
            label={t('club.rec.yourReflection')}
            autosize
            minRows={3}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            description={t('club.rec.characters', { length, max: REFLECTION_MAX.toLocaleString(language === 'hi' || language === 'kn' ? intlLocale(language) : 'en') })}
            error={error}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>{t('club.rec.sendForApproval')}</Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

/** The student's Open Badges credentials: one file each, or all in one signed bundle, and where anyone checks one. */
export function Credentials() {
  const { t } = useTranslation();
  const credentials = useMyCredentials(true);
  return (
    <Stack gap="sm">
      <Title order={2}>{t('club.rec.credentials')}</Title>
      <Text size="sm" c="dimmed">
        {t('club.rec.credentialsIntro')} <Anchor component={Link} to={CHECK_CREDENTIAL_PATH}>{t('club.rec.checkLink')}</Anchor>
        {t('club.rec.credentialsEnd')}
      </Text>
      <QueryState
        query={credentials}
        loadingLabel={t('club.rec.loadingCredentials')}
        skeleton={<LinesSkeleton rows={2} height={56} gap="xs" />}
        errorMessage={t('club.rec.credentialsFailed')}
        isEmpty={(list) => list.length === 0}
        empty={{ text: t('club.rec.noCredentials') }}
      >
        {(list) => (
          <>
            <Group>
              <Button component="a" href={CLR_DOWNLOAD_PATH} download variant="light" leftSection={<IconDownload size={18} aria-hidden />}>
                {t('club.rec.downloadAll')}
              </Button>
            </Group>
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('club.rec.yourCredentials')}>
              {list.map((c) => (
                <Paper component="li" key={c.id} withBorder p="sm">
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
                      <IconCertificate size={20} aria-hidden style={{ flexShrink: 0 }} />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>{c.name}</Text>
                        <Text size="xs" c="dimmed">{c.kind === 'role' ? t('club.rec.kind.role') : t('club.rec.kind.event')}{c.withReflection ? t('club.rec.withReflection') : ''}</Text>
                      </Stack>
                    </Group>
                    <Button component="a" href={credentialDownloadPath(c.id)} download size="xs" variant="default" aria-label={t('club.rec.downloadNamed', { name: c.name })} leftSection={<IconDownload size={14} aria-hidden />}>
                      {t('club.rec.download')}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
