import { useTranslation } from 'react-i18next';
import { Anchor, Badge, Card, Group, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { displayName } from '../../../../domain/event-display.ts';
import { eventPagePath } from '../../../../domain/event-path.ts';
import { eventWhen } from '../../../../domain/event-when.ts';
import type { UiLanguage } from '../../../../domain/i18n/languages.ts';
import { REGISTRANT_STATUS_KEYS, REGISTRATION_STATUSES, type RegistrationStatus } from '../../../../domain/registration-status.ts';
import type { OrganizerView } from '../../../../domain/responses/organizers.ts';
import type { ClubRegistration } from '../../../../domain/responses/registrations.ts';
import { usePublicConfig } from '../../../infrastructure/api/config.ts';
import { LinesSkeleton, QueryState } from '../../../infrastructure/components/QueryState.tsx';
import { useClubRegistrations } from '../api.ts';

/** The badge colour of each status, as the event's own list shows them. */
const STATUS_COLORS: Record<RegistrationStatus, string> = {
  registered: 'green',
  offered: 'teal',
  waitlisted: 'orange',
  pending: 'blue',
  entered: 'grape',
  declined: 'gray',
};

function StatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation();
  return (
    // Its words whole: a squeezed column must not cut 'Pending approval' to 'Pending appr…'.
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" style={{ flex: 'none' }} styles={{ label: { overflow: 'visible' } }}>
      {t(REGISTRANT_STATUS_KEYS[status])}
    </Badge>
  );
}

/** A phone number as a link that calls it; a dash without one. */
const phone = (contactNo: string | null) => (contactNo ? <Anchor href={`tel:${contactNo}`}>{contactNo}</Anchor> : '—');

function EventLink({ event }: { event: ClubRegistration['event'] }) {
  const language = useTranslation().i18n.language as UiLanguage;
  return (
    <Anchor component={Link} to={eventPagePath(event.id)} style={{ overflowWrap: 'anywhere' }}>
      {displayName(event.name, language)}
    </Anchor>
  );
}

/**
 * Everyone who registered for the club's events, newest first: who, for which event, where
 * it stands and when. Searchable and narrowed by event and status; e-mail and phone only
 * when the server says this viewer may see them (canSeeEventContacts).
 */
export function ClubRegistrants({ organizer }: { organizer: OrganizerView }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const [search, setSearch] = useState('');
  const [eventId, setEventId] = useState('');
  const [status, setStatus] = useState<RegistrationStatus | ''>('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const query = useClubRegistrations(organizer.id, { q, eventId, status });
  const timeZone = usePublicConfig().data?.timeZone ?? 'UTC';
  const contacts = query.data?.contacts ?? false;
  // 'Fri 27 Nov 2026 · 5:05 AM UTC', as the app writes an event's time: the day, then the time.
  const when = (instant: string) => eventWhen(instant, timeZone, undefined, i18n.language as UiLanguage);
  const day = (instant: string) => when(instant).split(' · ')[0];
  const time = (instant: string) => when(instant).split(' · ')[1];

  return (
    <Card withBorder component="section" aria-labelledby="registrants-heading">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} id="registrants-heading">
            {t('ws.rs.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('ws.rs.intro')}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('ws.rs.search')}
            placeholder={contacts ? t('ws.rs.searchContacts') : t('ws.rs.searchPlain')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            type="search"
            style={{ flex: '1 1 240px' }}
          />
          <NativeSelect
            label={t('ws.people.event')}
            value={eventId}
            onChange={(e) => setEventId(e.currentTarget.value)}
            data={[{ value: '', label: t('ws.rs.allEvents') }, ...organizer.events.map((e) => ({ value: e.id, label: displayName(e.name, language) }))]}
            style={{ flex: '1 1 140px', minWidth: 0 }}
          />
          <NativeSelect
            label={t('ws.rs.status')}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as RegistrationStatus | '')}
            data={[{ value: '', label: t('ws.rs.allStatuses') }, ...REGISTRATION_STATUSES.map((s) => ({ value: s, label: t(REGISTRANT_STATUS_KEYS[s]) }))]}
            style={{ flex: '1 1 140px', minWidth: 0 }}
          />
        </Group>
        <QueryState
          query={query}
          loadingLabel={t('ws.rs.loading')}
          skeleton={<LinesSkeleton rows={4} height={36} gap="xs" />}
          errorMessage={t('ws.rs.loadFailed')}
          isEmpty={(list) => list.registrations.length === 0}
          empty={{ text: q || eventId || status ? t('ws.rs.noMatch') : t('ws.rs.none') }}
        >
          {(list) => (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {list.total > list.registrations.length
                  ? t('ws.rs.newest', { shown: String(list.registrations.length), total: String(list.total) })
                  : t('ws.rs.count', { count: list.total, countText: String(list.total) })}
              </Text>
              {/* On a phone, one block per registrant; from sm, the table. */}
              <Stack gap={0} component="ul" hiddenFrom="sm" aria-label={t('ws.rs.title')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {list.registrations.map((r) => (
                  <Stack key={r.id} component="li" gap={4} py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                      <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                        {r.name}{' '}
                        <Text span c="dimmed" fw={400} size="sm">
                          {r.usn}
                        </Text>
                      </Text>
                      <StatusBadge status={r.status} />
                    </Group>
                    <Text size="sm">
                      <EventLink event={r.event} />
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('ws.rs.registeredAt', { when: when(r.createdAt) })}
                    </Text>
                    {contacts && (
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        <Anchor href={`mailto:${r.email}`}>{r.email}</Anchor>
                        {r.contactNo && <> · {phone(r.contactNo)}</>}
                      </Text>
                    )}
                  </Stack>
                ))}
              </Stack>
              <Table.ScrollContainer minWidth={contacts ? 760 : 640} visibleFrom="sm">
                <Table aria-label={t('ws.rs.title')} verticalSpacing="xs" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('ws.rs.name')}</Table.Th>
                      <Table.Th>{t('ws.people.event')}</Table.Th>
                      <Table.Th>{t('ws.rs.status')}</Table.Th>
                      <Table.Th>{t('ws.people.registered')}</Table.Th>
                      {contacts && <Table.Th>{t('ws.rs.contact')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.registrations.map((r) => (
                      <Table.Tr key={r.id}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          <Text size="sm" fw={500}>
                            {r.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {r.usn}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            <EventLink event={r.event} />
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <StatusBadge status={r.status} />
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Text size="sm">{day(r.createdAt)}</Text>
                          <Text size="xs" c="dimmed">
                            {time(r.createdAt)}
                          </Text>
                        </Table.Td>
                        {contacts && (
                          // An address whole on one line: the event's name is the column that wraps.
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            <Text size="sm">
                              <Anchor href={`mailto:${r.email}`}>{r.email}</Anchor>
                            </Text>
                            {r.contactNo && <Text size="xs">{phone(r.contactNo)}</Text>}
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
