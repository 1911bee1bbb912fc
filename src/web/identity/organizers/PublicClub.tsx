import { Alert, Anchor, Avatar, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EventView } from '../../../domain/events.ts';
import { clubCalendarPath, clubPagePath } from '../../../domain/event-path.ts';
import { useHydrated } from '../../infrastructure/components/use-hydrated.ts';
import type { OrganizerView } from '../../../domain/responses/organizers.ts';
import { EventImage, EventNameLink, EventWhen, RegistrationCount } from '../../events/events/index.ts';
import { TakeOverClub } from '../teams/index.ts';
import { FollowButton, followersInWords } from './FollowButton.tsx';
import classes from './Workspace.module.css';

/** "RC" for Robotics Club: the club's mark beside its name, until clubs have logos. */
export function clubInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/** An upcoming event as a poster: its picture (or designed cover), name, when and places. */
function PosterCard({ event, priority }: { event: EventView; priority: boolean }) {
  const titleId = `club-event-${event.id}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Card.Section>
        <EventImage event={event} priority={priority} height={180} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Title order={3} size="h4" id={titleId} lineClamp={2}>
          <EventNameLink event={event} />
        </Title>
        <Text size="sm">
          <EventWhen event={event} />
        </Text>
        <RegistrationCount eventId={event.id} registrations={event.registrations} waitlisted={event.waitlisted} capacity={event.capacity} />
      </Stack>
    </Card>
  );
}

/**
 * The club's calendar feed. In the browser the link says webcal:, so a calendar app
 * subscribes (and keeps it up to date) instead of importing the events once; the server's
 * HTML links the feed itself, which every browser can open.
 */
function CalendarSubscribe({ organizerId }: { organizerId: string }) {
  const hydrated = useHydrated();
  const path = clubCalendarPath(organizerId);
  const href = hydrated ? `webcal://${window.location.host}${path}` : path;
  const { t } = useTranslation();
  return (
    <Text size="sm">
      <Anchor href={href}>{t('club.subscribe')}</Anchor>
    </Text>
  );
}

function EventsRegion({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The club as anyone sees it (its page, /:organizerId/dashboard): who it is, Follow, and its
 * events, upcoming as posters, past as a list. An officer looking at it gets the way back
 * to the workspace; an administrator, the take-over of a club nobody can run.
 */
export function PublicClub({ organizer, workspacePath, offerTakeOver }: { organizer: OrganizerView; workspacePath?: string; offerTakeOver: boolean }) {
  const { t } = useTranslation();
  const upcoming = organizer.events.filter((e) => e.status !== 'past');
  const past = organizer.events.filter((e) => e.status === 'past');
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        {workspacePath && (
          <Alert variant="light" title={t('club.public.yours')}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('club.public.yoursText')}</Text>
              <Button component={Link} to={workspacePath} size="xs" variant="default">
                {t('club.public.back')}
              </Button>
            </Group>
          </Alert>
        )}
        <div className={classes.band}>
          <Group gap="lg" align="flex-start" wrap="nowrap">
            <Avatar size="xl" radius="lg" color="campus" variant="filled" aria-hidden visibleFrom="xs">
              {clubInitials(organizer.name)}
            </Avatar>
            <Stack gap="sm" style={{ minWidth: 0, flex: 1 }}>
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {organizer.name}
              </Title>
              <Text size="lg" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                {organizer.description || t('club.noDescription')}
              </Text>
              <Group gap="sm">
                <Text fw={500}>{followersInWords(organizer.followers, t)}</Text>
                {/* Students follow the club; a visitor signs in first and comes back here. */}
                <FollowButton organizer={organizer} following={organizer.following ?? false} returnTo={clubPagePath(organizer.id)} />
              </Group>
              <Group gap="md" c="dimmed">
                <Text size="sm">
                  {t('club.public.contact')} <Anchor href={`mailto:${organizer.email}`}>{organizer.email}</Anchor>
                </Text>
                {organizer.phone && <Text size="sm">{t('club.phone', { phone: organizer.phone })}</Text>}
                <CalendarSubscribe organizerId={organizer.id} />
              </Group>
            </Stack>
          </Group>
        </div>

        {organizer.events.length === 0 ? (
          <Text>{t('msg:noEventsYet')}</Text>
        ) : (
          // Upcoming first, past apart: a visitor looks for what is next.
          <>
            <EventsRegion title={t('club.public.upcoming')}>
              {upcoming.length === 0 ? (
                <Text>{t('msg:noUpcomingEvents')}</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                  {upcoming.map((event, i) => (
                    <PosterCard key={event.id} event={event} priority={i < 3} />
                  ))}
                </SimpleGrid>
              )}
            </EventsRegion>
            <EventsRegion title={t('club.public.past')}>
              {past.length === 0 ? (
                <Text>{t('msg:noPastEvents')}</Text>
              ) : (
                <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {past.map((event) => (
                    <Group key={event.id} component="li" justify="space-between" gap="xs" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                        <EventNameLink event={event} />
                      </Text>
                      <Text size="sm" c="dimmed">
                        <EventWhen event={event} />
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </EventsRegion>
          </>
        )}

        {/* The campus office, for a club nobody can run any more (its owner's account is gone). */}
        {offerTakeOver && <TakeOverClub organizerId={organizer.id} />}
      </Stack>
    </Container>
  );
}

