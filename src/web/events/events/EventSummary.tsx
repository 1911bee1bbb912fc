import { useTranslation } from 'react-i18next';
import { Text } from '@mantine/core';
import type { EventView } from '../../../domain/events.ts';
import { displayVenue } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { EventNameLink } from './EventLinks.tsx';
import { EventWhen } from './EventWhen.tsx';
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
 * The one line under EventHeading on those pages: when (EventWhen, as on the event's
 * page and the cards), where, and which club.
 */
export function EventSummary({ event }: { event: SummarizedEvent }) {
  const language = useTranslation().i18n.language as UiLanguage;
  return (
    <Text size="sm">
      <EventWhen event={event} /> · {displayVenue(event.venue, language)} · <OrganizerName organizer={event.organizer} />
    </Text>
  );
}
