import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { EventView } from '../../../domain/events.ts';
import { campusWhen, eventWhen, isoWithOffset } from '../../../domain/event-when.ts';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { useCampusToday } from '../../infrastructure/components/use-campus-today.ts';

export type TimedEvent = Pick<EventView, 'date' | 'time' | 'startsAt'>;

/**
 * When the event happens, the same everywhere (cards, club pages, the event page):
 * 'Today · 6:30 PM IST', 'Fri 27 Nov · 6:30 PM IST' or 'Tue 25 Nov 2026 · 6:30 PM IST',
 * in the campus time zone, as a <time> whose dateTime machines read.
 *
 * No hydration mismatch: the relative words need "now", and useCampusToday gives none on
 * the server and during hydration, so both write the absolute form (from the campus zone
 * in the preloaded configuration); the relative form replaces it in the next render.
 */
export function EventWhen({ event }: { event: TimedEvent }) {
  const zone = usePublicConfig().data?.timeZone;
  const today = useCampusToday(zone);
  // In the page's language: English's own forms, Hindi's and Kannada's by Intl.
  const language = useTranslation().i18n.language as UiLanguage;
  const valid = !Number.isNaN(new Date(event.startsAt).getTime());
  // Until the campus zone is known: the stored campus date and time, without a zone's name.
  const label = (zone && eventWhen(event.startsAt, zone, today, language)) || campusWhen(event.date, event.time, language);
  const machine = valid ? (zone ? isoWithOffset(event.startsAt, zone) : new Date(event.startsAt).toISOString()) : undefined;
  return <time dateTime={machine}>{label}</time>;
}
