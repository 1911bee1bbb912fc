import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCalendarPlus, IconClock, IconDice, IconMapPin, IconRepeat, IconUsers } from '@tabler/icons-react';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams } from 'react-router';
import { displayDescription, displayName, displayOrganizer, displayType } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { clubPagePath, eventCalendarPath, eventPagePath, seriesPagePath } from '../../../domain/event-path.ts';
import { hasStatus } from '../../infrastructure/api/errors.ts';
import { EventOutcomes, EventSkeleton, EventTags, EventWhen, useEvent, useEventTypeName } from '../events/index.ts';
import { FollowButton } from '../../identity/organizers/index.ts';
import { DrawFacts, EventActions, LotteryLine } from '../../registrations/registrations/index.ts';
import { ActionBar } from './ActionBar.tsx';
import { EventRating } from './EventRating.tsx';
import { venueParts } from './venue-parts.ts';
import { PlacesLeft } from './PlacesLeft.tsx';
import classes from './EventPage.module.css';
import { PageProblem, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { ShareButtons } from '../../infrastructure/components/ShareButtons.tsx';
import { YourStatus } from './YourStatus.tsx';
import { YourTicket } from './YourTicket.tsx';
import { EventPoster } from '../../infrastructure/components/EventPoster.tsx';
import { useEventVersion } from './EventLanguageSwitch.tsx';
import type { EventView } from '../../../domain/events.ts';

/** /events/{eventId}: the event's public page, the one link that travels. */
/**
 * The poster's frame on the event's page: the poster's own shape, so it is drawn whole and
 * fills the frame, kept between a tall 4:5 and a wide 16:9 (beyond those it is drawn whole
 * on a blurred fill of itself); a stand-in cover is 16:9.
 */
function posterFrame(aspect: number | null | undefined): number {
  if (!aspect || aspect <= 0) return 16 / 9;
  return Math.min(16 / 9, Math.max(4 / 5, aspect));
}

export function EventPage() {
  const { eventId = '' } = useParams();
  const event = useEvent(eventId);
  const loaded = event.data;
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  useDocumentTitle(loaded ? `${displayName(loaded.name, language)} · ${displayOrganizer(loaded.organizer.name, language)} · Quad` : `${t('eventPage.documentTitle')} · Quad`);

  return (
    <QueryState
      query={event}
      loadingLabel={t('eventPage.loading')}
      skeleton={<EventSkeleton />}
      errorMessage={hasStatus(event.error, 404) ? t('msg:eventNotFound') : t('msg:fetchEventDetailsFailed')}
      errorFrame={(_, message) => (
        <PageProblem heading={message}>
          <Button component={Link} to="/">
            {t('eventPage.goHome')}
          </Button>
        </PageProblem>
      )}
    >
      {(e) => <EventDetails e={e} />}
    </QueryState>
  );
}

function EventDetails({ e }: { e: EventView }) {
  // The reader's language's version when the club added one, with a switch to the original.
  const { shown, switcher } = useEventVersion(e);
  // The club's words carry their own language only where it is not the page's.
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const typeName = useEventTypeName();
  const contentLang = shown.language === i18n.language ? undefined : shown.language;
  const name = displayName(shown.name, language);
  const here = eventPagePath(e.id);
  const venue = venueParts(e, language);
  return (
    <Container size="lg" py="md" component="article" aria-label={name}>
      <div className={classes.layout}>
        <div className={classes.poster}>
          <EventPoster event={e} size="full" frame={posterFrame(e.imageUrl ? e.imageAspect : null)} priority />
        </div>
        <Stack gap="lg" className={classes.details}>
          <Stack gap="xs">
            <Group gap="xs">
              <Badge variant="light">
                {typeName(displayType(e.type))}
              </Badge>
              {e.status === 'past' && <Badge color="gray">{t('eventPage.past')}</Badge>}
              {/* Only its club's team, the campus office and its registrants see an event under review. */}
              {e.status === 'pending' && <Badge color="orange" variant="light">{t('eventPage.awaitingApproval')}</Badge>}
              {e.status === 'rejected' && <Badge color="red" variant="light">{t('eventPage.sentBack')}</Badge>}
              <EventTags tags={e.tags} />
            </Group>
            <EventOutcomes ids={e.outcomes} />
            {/* A bare <h1>: what crawlers and link checkers read first (API.md "Public pages"). */}
            <div className={classes.title}>
              <h1 lang={contentLang}>{name}</h1>
            </div>
            {switcher && <Group>{switcher}</Group>}
            <Group gap="sm" className={classes.host}>
              <Text>
                {t('eventPage.by')}{' '}
                <Anchor component={Link} to={clubPagePath(e.organizer.id)} fw={600}>
                  {displayOrganizer(e.organizer.name, language)}
                </Anchor>
              </Text>
              {/* For signed-in students, once the page is live: whether they follow it is theirs alone. */}
              <FollowButton organizer={e.organizer} size="xs" />
            </Group>
          </Stack>
          <Stack gap="sm" className={classes.facts}>
            <Fact icon={<IconClock size={18} aria-hidden />}>
              <Text fw={500}>
                <EventWhen event={e} />
              </Text>
              {e.seriesId && (
                <Anchor component={Link} to={seriesPagePath(e.seriesId)} size="sm">
                  <IconRepeat size={14} aria-hidden className={classes.inlineIcon} /> {t('eventPage.allDates')}
                </Anchor>
              )}
            </Fact>
            <Fact icon={<IconMapPin size={18} aria-hidden />}>
              <Text fw={500}>{venue.place}</Text>
              {venue.building && (
                <Text size="sm" c="dimmed">
                  {venue.building}
                </Text>
              )}
            </Fact>
            <Fact icon={<IconUsers size={18} aria-hidden />}>
              <PlacesLeft event={e} />
            </Fact>
            {e.allocation === 'lottery' && (
              // Before the draw, its time; after it, its seed and the way to check it.
              <Fact icon={<IconDice size={18} aria-hidden />}>{e.drawnAt ? <DrawFacts event={e} /> : <LotteryLine event={e} size="md" />}</Fact>
            )}
            {e.status === 'past' && e.rating && <EventRating rating={e.rating} />}
          </Stack>
          <ActionBar event={e} returnTo={here} />
          <EventActions event={e} returnTo={here} size="sm" claimHere besideBar />
          <YourStatus event={e} />
          <YourTicket event={e} />
          <Group gap="sm">
            <ShareButtons title={name} path={here} />
            <Button component="a" variant="default" href={eventCalendarPath(e.id)} download leftSection={<IconCalendarPlus size={18} aria-hidden />}>
              {t('eventPage.addToCalendar')}
            </Button>
          </Group>
          <Stack gap={4}>
            <Title order={2} size="h3">
              {t('eventPage.about')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }} lang={contentLang}>{displayDescription(shown.description, language)}</Text>
          </Stack>
        </Stack>
      </div>
    </Container>
  );
}

/** One line of the event's facts: its icon in a tinted disc, then what it says. */
function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <span className={classes.factIcon} aria-hidden>
        {icon}
      </span>
      <Stack gap={0} className={classes.factText}>
        {children}
      </Stack>
    </Group>
  );
}
