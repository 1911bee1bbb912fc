import { Text } from '@mantine/core';
import type { EventView } from '../../domain/events.ts';
import { displayDate, displayTime, displayVenue } from '../../domain/event-display.ts';
import { eventWhen } from '../../domain/event-when.ts';
import { usePublicConfig } from '../api/config.ts';
import { EventNameLink } from './EventLinks.tsx';
import { OrganizerName } from './OrganizerName.tsx';

type SummarizedEvent = Pick<EventView, 'id' | 'name' | 'date' | 'time' | 'startsAt' | 'venue' | 'organizer'>;

/**
 * The h1 of a page that acts on one event (edit registration, manage registrations,
 * feedback): what the page does, then the event's name as a link to its page.
 */
export function EventHeading({ action, event }: { action: string; event: Pick<EventView, 'id' | 'name'> }) {
  return (
    <>
      {action}: <EventNameLink event={event} inText />
    </>
  );
}

/**
 * The one line under EventHeading on those pages: when (weekday, date and time in the
 * campus time zone, as on the event's page), where, and which club.
 */
export function EventSummary({ event }: { event: SummarizedEvent }) {
  const zone = usePublicConfig().data?.timeZone;
  // Until the campus zone is known: the stored campus date and time, as the cards show them.
  const when = (zone && eventWhen(event.startsAt, zone)) || `${displayDate(event.date)} · ${displayTime(event.time)}`;
  return (
    <Text size="sm">
      {when} · {displayVenue(event.venue)} · <OrganizerName organizer={event.organizer} />
    </Text>
  );
}
