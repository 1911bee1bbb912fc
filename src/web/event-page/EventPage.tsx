import { Anchor, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconClock, IconDice, IconMapPin, IconRepeat, IconUsers } from '@tabler/icons-react';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { displayDescription, displayName, displayOrganizer, displayType, displayVenue } from '../../domain/event-display.ts';
import { clubPagePath, eventCalendarPath, eventPagePath, seriesPagePath } from '../../domain/event-path.ts';
import { MSG } from '../../domain/messages.ts';
import { ApiError } from '../api/errors.ts';
import { EventImage, EventLoading, EventTags, EventWhen, useEvent } from '../events/index.ts';
import { FollowButton } from '../organizers/index.ts';
import { DrawFacts, EventActions, LotteryLine } from '../registrations/index.ts';
import { EventRating } from './EventRating.tsx';
import { PlacesLeft } from './PlacesLeft.tsx';
import classes from './EventPage.module.css';
import { ShareButtons } from '../components/ShareButtons.tsx';
import { YourStatus } from './YourStatus.tsx';
import { YourTicket } from './YourTicket.tsx';

/** /events/{eventId}: the event's public page, the one link that travels. */
export function EventPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const loaded = event.data;
  useDocumentTitle(loaded ? `${displayName(loaded.name)} · ${displayOrganizer(loaded.organizer.name)} · Quad` : 'Event · Quad');

  if (event.isPending) {
    return <EventLoading />;
  }
  if (event.isError) {
    const missing = event.error instanceof ApiError && event.error.status === 404;
    return (
      <Container size="sm" py="xl">
        <Stack align="flex-start">
          <Title order={1}>{missing ? MSG.eventNotFound : MSG.fetchEventDetailsFailed}</Title>
          <Button component={Link} to="/">
            Go back home
          </Button>
        </Stack>
      </Container>
    );
  }

  const e = event.data;
  const name = displayName(e.name);
  const here = eventPagePath(e.id);
  return (
    <Container size="md" py="md" component="article" aria-label={name}>
      <Stack gap="md">
        <Paper radius="md" style={{ overflow: 'hidden' }}>
          <EventImage event={e} size="full" height={320} priority />
        </Paper>
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light" color="indigo">
              {displayType(e.type)}
            </Badge>
            {e.status === 'past' && <Badge color="gray">Past event</Badge>}
            {/* Only its club's team, the campus office and its registrants see an event under review. */}
            {e.status === 'pending' && <Badge color="orange" variant="light">Awaiting approval</Badge>}
            {e.status === 'rejected' && <Badge color="red" variant="light">Sent back</Badge>}
            <EventTags tags={e.tags} />
          </Group>
          {/* A bare <h1>: what crawlers and link checkers read first (API.md "Public pages"). */}
          <div className={classes.title}>
            <h1>{name}</h1>
          </div>
          <Group gap="sm">
            <Text>
              by{' '}
              <Anchor component={Link} to={clubPagePath(e.organizer.id)}>
                {displayOrganizer(e.organizer.name)}
              </Anchor>
            </Text>
            {/* For signed-in students, once the page is live: whether they follow it is theirs alone. */}
            <FollowButton organizer={e.organizer} size="xs" />
          </Group>
        </Stack>
        <Stack gap={6}>
          <Group gap={8} wrap="nowrap">
            <IconClock size={18} aria-hidden />
            <Text>
              <EventWhen event={e} />
            </Text>
          </Group>
          {e.seriesId && (
            <Group gap={8} wrap="nowrap">
              <IconRepeat size={18} aria-hidden />
              <Anchor component={Link} to={seriesPagePath(e.seriesId)}>
                All dates of this series
              </Anchor>
            </Group>
          )}
          <Group gap={8} wrap="nowrap">
            <IconMapPin size={18} aria-hidden />
            <Text>{displayVenue(e.venue)}</Text>
          </Group>
          <Group gap={8} wrap="nowrap">
            <IconUsers size={18} aria-hidden />
            <PlacesLeft event={e} />
          </Group>
          {e.allocation === 'lottery' && (
            // Before the draw, its time; after it, its seed and the way to check it.
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconDice size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              {e.drawnAt ? <DrawFacts event={e} /> : <LotteryLine event={e} size="md" />}
            </Group>
          )}
          {e.status === 'past' && e.rating && <EventRating rating={e.rating} />}
        </Stack>
        <Group gap="sm">
          <EventActions event={e} returnTo={here} size="md" claimHere />
        </Group>
        <YourStatus event={e} />
        <YourTicket event={e} />
        <Group gap="sm">
          <ShareButtons title={name} path={here} />
          <Button component="a" variant="default" href={eventCalendarPath(e.id)} download leftSection={<IconCalendarPlus size={18} aria-hidden />}>
            Add to calendar
          </Button>
        </Group>
        <Stack gap={4}>
          <Title order={2} size="h3">
            About this event
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{displayDescription(e.description)}</Text>
        </Stack>
      </Stack>
    </Container>
  );
}
