import { useTranslation } from 'react-i18next';
import { Group, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { displayVenue } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { eventPagePath } from '../../../domain/event-path.ts';
import type { EventView } from '../../../domain/events.ts';
import { EventPoster } from '../../infrastructure/components/EventPoster.tsx';
import { EventNameLink, EventWhen, OrganizerName } from '../events/index.ts';
import { EventActions, LotteryLine } from '../../registrations/registrations/index.ts';
import { CardAvailability } from './CardAvailability.tsx';
import { CardFollow } from './CardFollow.tsx';
import classes from './EventCard.module.css';

/** Posters on cards sit in a 4:5 frame (the shape of most posters): a row of cards lines up whatever their posters' shapes. */
export const CARD_POSTER_FRAME = 4 / 5;

interface EventCardProps {
  event: EventView;
  onDetails: (event: EventView) => void;
  /** The first cards are above the fold: load their images first. */
  priority?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/**
 * Poster first, then the event's name (once: never on the poster), its day and time,
 * venue, club and what is left in words. Memoised: the listing re-renders when its query
 * refreshes (the catch-up read when the live counts connect, a page arriving), and
 * unchanged events keep their objects.
 */
export const EventCard = memo(function EventCard({ event, onDetails, priority = false, headingLevel = 3 }: EventCardProps) {
  const language = useTranslation().i18n.language as UiLanguage;
  return (
    <article className={classes.card} aria-labelledby={`event-${event.id}-title`}>
      <Link to={eventPagePath(event.id)} className={classes.posterLink} tabIndex={-1} aria-hidden>
        <EventPoster event={event} frame={CARD_POSTER_FRAME} priority={priority} />
      </Link>
      <div className={classes.body}>
        <Title order={headingLevel} size="h4" id={`event-${event.id}-title`} lineClamp={2} className={classes.title}>
          <EventNameLink event={event} />
        </Title>
        <Text size="sm" fw={600}>
          <EventWhen event={event} />
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {displayVenue(event.venue, language)}
        </Text>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="sm" lineClamp={1}>
            <OrganizerName organizer={event.organizer} />
          </Text>
          <CardFollow organizer={event.organizer} />
        </Group>
        {/* In the For-you listing: why the event is there ("Because you follow Robotics Club"). */}
        {event.reason && (
          <Text size="sm" c="dimmed" fs="italic">
            {event.reason}
          </Text>
        )}
        {/* A lottery event: 'Seats by lottery · draw on <date, time>'. */}
        <LotteryLine event={event} />
        <CardAvailability event={event} />
        <Group gap="xs" className={classes.actions}>
          <EventActions event={event} onDetails={() => onDetails(event)} />
        </Group>
      </div>
    </article>
  );
});
