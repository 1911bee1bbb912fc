import { eventPagePath } from '../../../domain/event-path.ts';
import { endInstant } from '../../../domain/involvement.ts';
import { toIso } from '../db/time.ts';
import type { MailEvent, TicketEvent } from './payloads.ts';

/*
 * What Quad says of an event outside the app, in one place: the calendar file, the ticket
 * mails and the notices (changed, cancelled, announcement, digest) all take the event's
 * title, day and time, venue and club from here, and its address from eventUrl, so they
 * never tell the same event two ways.
 */

/** An event as the queries read it for a notice: the events table and its club's name. */
export interface EventRow {
  id: string;
  name: string;
  date: string;
  time: string;
  venue: string;
  organizer_name: string | null;
}

/** The same, with what the calendar file needs: the start instant, the end time and the description. */
export interface TimedEventRow extends EventRow {
  description: string;
  starts_at: Date | string;
  end_time?: string | null;
}

/** The event's page, as every mail and calendar file links to it. */
export const eventUrl = (publicUrl: string, eventId: string) => `${publicUrl}${eventPagePath(eventId)}`;

/** How a notice names an event's club when the club has no name (its profile was never finished). */
export const UNNAMED_CLUB = 'The organizer';

/** The fields every telling of the event shares. A notice names a club that has no name as `club`. */
export function eventFields(row: EventRow): Omit<MailEvent, 'organizerName'> & { organizerName: string | null };
export function eventFields(row: EventRow, club: string): MailEvent;
export function eventFields(row: EventRow, club?: string) {
  return { id: row.id, name: row.name, date: row.date, time: row.time, venue: row.venue, organizerName: row.organizer_name ?? club ?? null };
}

/**
 * The event for its calendar file and the ticket mails that attach it: the shared fields,
 * its description, its start instant and its end (null when no end time is said, and
 * calendars get a two-hour slot). Times are the campus's.
 */
export function timedEventFields(row: TimedEventRow, timeZone: string): TicketEvent {
  return {
    ...eventFields(row),
    description: row.description,
    startsAt: toIso(row.starts_at),
    endsAt: endInstant(row.date, row.time, row.end_time, timeZone),
  };
}
