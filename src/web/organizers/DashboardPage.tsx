import { Anchor, Button, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { EventView } from '../../domain/events.ts';
import { MSG } from '../../domain/messages.ts';
import { ApiError } from '../api/errors.ts';
import { useSession } from '../api/session.ts';
import { notifyError } from '../components/notify.ts';
import { useOrganizer } from './api.ts';
import { DashboardEvents } from './DashboardEvents.tsx';
import { OwnerPanels } from './OwnerPanels.tsx';
import { TakeOverClub } from '../teams/index.ts';
import { managesClub, staffsClub } from '../../domain/policy/organizers.ts';
import { clubPagePath } from '../../domain/event-path.ts';
import { FollowButton, followersInWords } from './FollowButton.tsx';

function EventGroup({ title, empty, events, runsClub, atDoor }: { title: string; empty: string; events: EventView[]; runsClub: boolean; atDoor: boolean }) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      {events.length === 0 ? <Text>{empty}</Text> : <DashboardEvents events={events} runsClub={runsClub} atDoor={atDoor} />}
    </Stack>
  );
}

export function DashboardPage() {
  const { organizerId = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const query = useOrganizer(organizerId);
  const organizer = query.data;
  useDocumentTitle(`${organizer?.name ?? 'Organizer Dashboard'} · Quad`);

  useEffect(() => {
    if (!query.isError) return;
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    notifyError(notFound ? MSG.organizerNotFound : MSG.loadDashboardFailed);
    navigate('/', { replace: true });
  }, [query.isError, query.error, navigate]);

  if (!organizer) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading dashboard" />
      </Center>
    );
  }

  // The club's owner and managers run it; the club account itself also keeps its account and profile pages.
  const runsClub = managesClub(user, organizer.id);
  const atDoor = staffsClub(user, organizer.id);
  const isClubAccount = user?.id === organizer.id;
  const createPath = `/${encodeURIComponent(organizer.name)}/create-event${isClubAccount ? '' : `?club=${encodeURIComponent(organizer.id)}`}`;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <Stack gap="xs" style={{ minWidth: 0 }}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {organizer.name}
            </Title>
            <Group gap="sm">
              <Text>{followersInWords(organizer.followers)}</Text>
              {/* Students follow the club; a visitor signs in first and comes back here. */}
              <FollowButton organizer={organizer} following={organizer.following ?? false} returnTo={clubPagePath(organizer.id)} />
            </Group>
          </Stack>
          {runsClub && (
            <Group gap="xs">
              {isClubAccount && (
                <>
                  <Button component={Link} to="/account" variant="subtle">
                    Account and devices
                  </Button>
                  <Button component={Link} to="/complete-profile" variant="default">
                    Update Profile
                  </Button>
                </>
              )}
              {/* Who changed the club's events and registrations. */}
              <Button component={Link} to={`/${encodeURIComponent(organizer.id)}/activity`} variant="subtle">
                Activity
              </Button>
              <Button component={Link} to={createPath}>
                Create New Event
              </Button>
            </Group>
          )}
        </Group>

        <Card withBorder component="section" aria-labelledby="profile-heading">
          <Title order={2} size="h4" id="profile-heading" mb="xs">
            Profile
          </Title>
          <Stack gap={4}>
            <Text>Name: {organizer.name}</Text>
            <Text>
              Email: <Anchor href={`mailto:${organizer.email}`}>{organizer.email}</Anchor>
            </Text>
            <Text>Description: {organizer.description || 'No description'}</Text>
            {organizer.phone && <Text>Phone: {organizer.phone}</Text>}
          </Stack>
        </Card>

        <Stack gap="sm" component="section" aria-labelledby="events-heading">
          <Title order={2} id="events-heading">
            Events
          </Title>
          {organizer.events.length === 0 ? (
            <Text>{MSG.noEventsYet}</Text>
          ) : (
            // Upcoming first, past apart: a visitor looks for what is next.
            <>
              <EventGroup title="Upcoming events" empty={MSG.noUpcomingEvents} events={organizer.events.filter((e) => e.status !== 'past')} runsClub={runsClub} atDoor={atDoor} />
              <EventGroup title="Past events" empty={MSG.noPastEvents} events={organizer.events.filter((e) => e.status === 'past')} runsClub={runsClub} atDoor={atDoor} />
            </>
          )}
        </Stack>

        {/* The campus office, for a club nobody can run any more (its owner's account is gone). */}
        {user?.admin && !runsClub && <TakeOverClub organizerId={organizer.id} />}
        {runsClub && <OwnerPanels organizerId={organizer.id} events={organizer.events} profile={{ name: organizer.name, field: organizer.description, phone: organizer.phone ?? '' }} />}
      </Stack>
    </Container>
  );
}
