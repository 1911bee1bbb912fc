import { Anchor, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { displayName } from '../../../../domain/event-display.ts';
import { eventPagePath } from '../../../../domain/event-path.ts';
import { EventWhen } from '../../../events/events/index.ts';
import { CardSkeleton, EmptyState, type SectionProps } from '../club-parts.tsx';
import { TeamPanel } from '../../teams/index.ts';
import { ClubRegistrants } from './ClubRegistrants.tsx';
import { roleOwnsClub } from '../../../../domain/policy/actor.ts';

/** Registrations across the club's events: how many each has, and the way to its list. */
function Registrations({ organizer, createPath }: Pick<SectionProps, 'organizer' | 'createPath'>) {
  // Upcoming (and waiting) first, as the club's page lists them, then past.
  const events = [...organizer.events.filter((e) => e.status !== 'past'), ...organizer.events.filter((e) => e.status === 'past')];
  if (events.length === 0) {
    return (
      <EmptyState title="No registrations yet" action={{ label: 'Create an event', to: createPath }}>
        Students register from an event’s page. Create an event and share its link: who registers shows up here.
      </EmptyState>
    );
  }
  const total = events.reduce((sum, e) => sum + e.registrations, 0);
  return (
    <Card withBorder component="section" aria-labelledby="registrations-heading">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} id="registrations-heading">
            Registrations by event
          </Title>
          <Text size="sm" c="dimmed">
            {total === 1 ? '1 registration' : `${total} registrations`} across {events.length === 1 ? '1 event' : `${events.length} events`}. Open an event’s list to search, check in or download it.
          </Text>
        </Stack>
        {/* On a phone, one line per event; from sm, the table. */}
        <Stack gap={0} component="ul" hiddenFrom="sm" aria-label="Registrations by event" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {events.map((e) => (
            <Group key={e.id} component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={eventPagePath(e.id)} fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {displayName(e.name)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  <EventWhen event={e} />
                </Text>
                <Text size="sm">
                  {e.registrations} registered{e.waitlisted > 0 ? ` · ${e.waitlisted} waitlisted` : ''}
                  {e.capacity > 0 ? ` · ${e.capacity} places` : ''}
                </Text>
              </Stack>
              <Button component={Link} to={`/manage-event/${e.id}`} size="compact-sm" variant="light" aria-label={`Registrations for ${displayName(e.name)}`} style={{ flex: 'none' }}>
                Open list
              </Button>
            </Group>
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={560} visibleFrom="sm">
          <Table aria-label="Registrations by event" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th ta="right">Registered</Table.Th>
                <Table.Th ta="right">Waitlist</Table.Th>
                <Table.Th ta="right">Places</Table.Th>
                <Table.Th>
                  <VisuallyHidden>List</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={eventPagePath(e.id)}>
                      {displayName(e.name)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      <EventWhen event={e} />
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{e.registrations}</Table.Td>
                  <Table.Td ta="right">{e.waitlisted}</Table.Td>
                  <Table.Td ta="right">{e.capacity > 0 ? e.capacity : 'No limit'}</Table.Td>
                  <Table.Td ta="right">
                    <Button component={Link} to={`/manage-event/${e.id}`} size="compact-sm" variant="light" aria-label={`Registrations for ${displayName(e.name)}`}>
                      Open list
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
  return (
    <Stack gap="lg">
      {organizer.events.length > 0 && <ClubRegistrants organizer={organizer} />}
      <Registrations organizer={organizer} createPath={createPath} />
      {roleOwnsClub(role) ? (
        <Suspense fallback={<CardSkeleton label="Loading team" lines={4} />}>
          <TeamPanel organizerId={organizer.id} />
        </Suspense>
      ) : (
        <Card withBorder component="section" aria-labelledby="team-heading">
          <Title order={3} id="team-heading" mb="xs">
            Team
          </Title>
          <Text size="sm">The club’s owner keeps the team: who is on it, invitations, and handing the club over.</Text>
        </Card>
      )}
    </Stack>
  );
}
