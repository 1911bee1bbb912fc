import type { EventAttributes } from 'ics';
import { eventUrl } from '../../infrastructure/outbox/event-fields.ts';
import type { TicketEvent } from '../../infrastructure/outbox/payloads.ts';

/** What the calendar file tells of an event: the ticket mails' event (event-fields.ts), less the campus day and time. */
export type CalendarEvent = Omit<TicketEvent, 'date' | 'time'>;

/** An event without an end time: calendars get a two-hour slot. */
const DEFAULT_DURATION = { hours: 2 };

const durationOf = (event: CalendarEvent) => {
  const minutes = event.endsAt ? Math.round((Date.parse(event.endsAt) - Date.parse(event.startsAt)) / 60_000) : 0;
  return minutes > 0 ? { hours: Math.floor(minutes / 60), minutes: minutes % 60 } : DEFAULT_DURATION;
};

function toAttributes(event: CalendarEvent, publicUrl: string): EventAttributes {
  const start = new Date(event.startsAt);
  return {
    uid: `${event.id}@quad`,
    start: [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: durationOf(event),
    title: event.name,
    // ORGANIZER needs an address in iCalendar; the organizer's name goes in the description.
    description: event.organizerName ? `${event.description}\n\nOrganized by ${event.organizerName}` : event.description,
    location: event.venue,
    url: eventUrl(publicUrl, event.id),
    productId: 'quad/campus-events',
    calName: 'Quad',
  };
}

/**
 * One event's calendar, made again only when the event or a minute has changed (its
 * DTSTAMP is then at most a minute old): every ticket mail of a rush attaches the same
 * one, and `ics` validates each with yup, about 2 ms a mail (profiles).
 */
const recentSingles = new Map<string, { ics: Promise<string>; until: number }>();
const SINGLE_TTL_MS = 60_000;
const MAX_SINGLES = 200;

/** One or many events as an iCalendar document. `ics` (and its validator) is loaded with the first one, not at start. */
export async function toIcs(events: CalendarEvent[], publicUrl: string, calendarName = 'Quad'): Promise<string> {
  if (events.length === 0) {
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:quad/campus-events', `X-WR-CALNAME:${calendarName}`, 'END:VCALENDAR', ''].join('\r\n');
  }
  if (events.length > 1) return buildIcs(events, publicUrl, calendarName);
  const key = JSON.stringify([events[0], publicUrl, calendarName]);
  const now = Date.now();
  const recent = recentSingles.get(key);
  if (recent && recent.until > now) return recent.ics;
  if (recentSingles.size >= MAX_SINGLES) recentSingles.clear();
  const ics = buildIcs(events, publicUrl, calendarName);
  recentSingles.set(key, { ics, until: now + SINGLE_TTL_MS });
  ics.catch(() => recentSingles.delete(key));
  return ics;
}

async function buildIcs(events: CalendarEvent[], publicUrl: string, calendarName: string): Promise<string> {
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(events.map((e) => ({ ...toAttributes(e, publicUrl), calName: calendarName })));
  if (error || !value) throw error ?? new Error('calendar could not be built');
  return value;
}
