import { useTranslation } from 'react-i18next';
import { Anchor, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { displayName } from '../../../../domain/event-display.ts';
import type { UiLanguage } from '../../../../domain/i18n/languages.ts';
import { eventPagePath } from '../../../../domain/event-path.ts';
import { EventWhen } from '../../../events/events/index.ts';
import { CardSkeleton, EmptyState, type SectionProps } from '../club-parts.tsx';
import { TeamPanel } from '../../teams/index.ts';
import { ClubRegistrants } from './ClubRegistrants.tsx';
import { roleOwnsClub } from '../../../../domain/policy/actor.ts';

/** Registrations across the club's events: how many each has, and the way to its list. */
function Registrations({ organizer, createPath }: Pick<SectionProps, 'organizer' | 'createPath'>) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  // Upcoming (and waiting) first, as the club's page lists them, then past.
  const events = [...organizer.events.filter((e) => e.status !== 'past'), ...organizer.events.filter((e) => e.status === 'past')];
  if (events.length === 0) {
    return (
      <EmptyState title={t('ws.people.noRegsTitle')} action={{ label: t('ws.people.createEvent'), to: createPath }}>
        {t('ws.people.noRegsText')}
      </EmptyState>
    );
  }
  const total = events.reduce((sum, e) => sum + e.registrations, 0);
  return (
    <Card withBorder component="section" aria-labelledby="registrations-heading">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} id="registrations-heading">
            {t('ws.people.byEvent')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('ws.people.summary', { total, totalText: String(total), events: events.length, eventsText: String(events.length) })}
          </Text>
        </Stack>
        {/* On a phone, one line per event; from sm, the table. */}
        <Stack gap={0} component="ul" hiddenFrom="sm" aria-label={t('ws.people.byEvent')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {events.map((e) => (
            <Group key={e.id} component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={eventPagePath(e.id)} fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {displayName(e.name, language)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  <EventWhen event={e} />
                </Text>
                <Text size="sm">
                  {t('ws.people.line', { registered: String(e.registrations), waitlisted: e.waitlisted, waitlistedText: String(e.waitlisted), capacity: Math.max(e.capacity, 0), capacityText: String(e.capacity) })}
                </Text>
              </Stack>
              <Button component={Link} to={`/manage-event/${e.id}`} size="compact-sm" variant="light" aria-label={t('ws.people.openListFor', { name: displayName(e.name, language) })} style={{ flex: 'none' }}>
                {t('ws.people.openList')}
              </Button>
            </Group>
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={560} visibleFrom="sm">
          <Table aria-label={t('ws.people.byEvent')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ws.people.event')}</Table.Th>
                <Table.Th>{t('ws.people.when')}</Table.Th>
                <Table.Th ta="right">{t('ws.people.registered')}</Table.Th>
                <Table.Th ta="right">{t('ws.people.waitlist')}</Table.Th>
                <Table.Th ta="right">{t('ws.people.places')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('ws.people.list')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={eventPagePath(e.id)}>
                      {displayName(e.name, language)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      <EventWhen event={e} />
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{e.registrations}</Table.Td>
                  <Table.Td ta="right">{e.waitlisted}</Table.Td>
                  <Table.Td ta="right">{e.capacity > 0 ? e.capacity : t('ws.people.noLimit')}</Table.Td>
                  <Table.Td ta="right">
                    <Button component={Link} to={`/manage-event/${e.id}`} size="compact-sm" variant="light" aria-label={t('ws.people.openListFor', { name: displayName(e.name, language) })}>
                      {t('ws.people.openList')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

/** Who comes and who runs it: the registrants across the club's events, the count per event, and (for its owner) the team and its invitations. */
export function PeopleSection({ organizer, role, createPath }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {organizer.events.length > 0 && <ClubRegistrants organizer={organizer} />}
      <Registrations organizer={organizer} createPath={createPath} />
      {roleOwnsClub(role) ? (
        <Suspense fallback={<CardSkeleton label={t('ws.people.loadingTeam')} lines={4} />}>
          <TeamPanel organizerId={organizer.id} />
        </Suspense>
      ) : (
        <Card withBorder component="section" aria-labelledby="team-heading">
          <Title order={3} id="team-heading" mb="xs">
            {t('ws.people.team')}
          </Title>
          <Text size="sm">{t('ws.people.ownerKeepsTeam')}</Text>
        </Card>
      )}
    </Stack>
  );
}
