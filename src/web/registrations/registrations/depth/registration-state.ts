import type { EventView } from '../../../../domain/events.ts';
import { eventPagePath } from '../../../../domain/event-path.ts';
import { MSG } from '../../../../domain/messages.ts';
import { isDrawHeld, registrationOpensMessage, registrationWindowState, windowTime } from '../../../../domain/registration-settings.ts';
import { STATUS_LABELS, type RegistrationStatus } from '../../../../domain/registration-status.ts';
import type { EventViewerState } from '../../../../domain/responses/events.ts';
import { hasSeatLeft } from '../../../../domain/seats.ts';

type TimedEvent = Pick<EventView, 'startsAt' | 'registrationOpensAt' | 'registrationClosesAt' | 'allocation' | 'drawAt' | 'drawnAt'>;

/** What stands where the Register button goes: the button (and its words), or why there is none. */
export type RegisterOffer = { kind: 'button'; label: 'Register' | 'Enter the lottery' } | { kind: 'message'; text: string };

/** Whether the Register button depends on the time (a window, or a lottery's draw): only then is a clock needed. */
export const isTimed = (event: TimedEvent) => Boolean(event.registrationOpensAt || event.registrationClosesAt || event.allocation === 'lottery');

/**
 * The server's rules (registrations/arrivals.ts arrivalStatus) as the page can tell them at `now`: a
 * lottery drawn (or past its draw time) takes no one; before the window opens, 'Registration
 * opens on <date, time>.'; after it closes, 'Registration has closed.'; a lottery's button
 * reads 'Enter the lottery'.
 */
export function registerOffer(event: TimedEvent, now: number, timeZone: string): RegisterOffer {
  const lottery = event.allocation === 'lottery';
  if (isDrawHeld(event, new Date(now))) return { kind: 'message', text: MSG.drawHeld };
  const state = registrationWindowState({ startsAt: event.startsAt, opensAt: event.registrationOpensAt, closesAt: event.registrationClosesAt }, new Date(now));
  if (state === 'not-open') return { kind: 'message', text: registrationOpensMessage(event.registrationOpensAt!, timeZone) };
  if (state === 'closed') return { kind: 'message', text: MSG.registrationHasClosed };
  return { kind: 'button', label: lottery ? 'Enter the lottery' : 'Register' };
}

/** 'Seats by lottery · draw on <date, time>', then '… · drawn on <date, time>'; null for first come, first served. */
export function lotteryLine(event: Pick<EventView, 'allocation' | 'drawAt' | 'drawnAt'>, timeZone: string): string | null {
  if (event.allocation !== 'lottery') return null;
  if (event.drawnAt) return `Seats by lottery · drawn on ${windowTime(event.drawnAt, timeZone)}`;
  return event.drawAt ? `Seats by lottery · draw on ${windowTime(event.drawAt, timeZone)}` : 'Seats by lottery';
}

/**
 * How many wait ahead of a newcomer when a first-come event is full: they would join its
 * waitlist (registrations/arrivals.ts). Null while a seat is left, and where a full event
 * is no waitlist (a lottery draws, an approval event asks the organizer).
 */
export function waitlistAhead(
  event: Pick<EventView, 'capacity' | 'allocation' | 'approval'>,
  counts: { registrations?: number | null; waitlisted?: number | null },
): number | null {
  if (event.allocation === 'lottery' || event.approval || hasSeatLeft(event.capacity, counts.registrations)) return null;
  return Math.max(0, counts.waitlisted ?? 0);
}

/** 'Join the waitlist', or with how many are ahead: 'Join the waitlist (2 ahead)', '… (no one ahead)'. */
export function joinWaitlistLabel(ahead: number, withAhead: boolean): string {
  if (!withAhead) return 'Join the waitlist';
  return `Join the waitlist (${ahead === 0 ? 'no one' : ahead} ahead)`;
}

/** The student's registration status; from the older fields when the answer has no status. */
export function viewerStatus(viewer: EventViewerState | undefined): RegistrationStatus | null {
  if (!viewer?.registrationId) return null;
  return viewer.status ?? (viewer.waitlisted ? 'waitlisted' : 'registered');
}

/** A status as its badge says it ('Waitlisted' as the cards always have, the rest as STATUS_LABELS). */
export const statusBadgeLabel = (status: RegistrationStatus) => (status === 'waitlisted' ? 'Waitlisted' : STATUS_LABELS[status]);

export const STATUS_COLORS: Record<RegistrationStatus, string> = {
  registered: 'green',
  offered: 'teal',
  waitlisted: 'orange',
  pending: 'blue',
  entered: 'grape',
  declined: 'gray',
};

/** The event page with its "Confirm my seat" button in view (the offer e-mail's link). */
export const claimPath = (eventId: string) => `${eventPagePath(eventId)}?claim=1`;

/** Marks a page a signed-out visitor left by Register: back on it signed in, the registration resumes. */
export const REGISTER_INTENT = 'register';

/** `page` (the event's own) with the interrupted Register marked in its query. */
export function withRegisterIntent(page: string): string {
  const url = new URL(page, 'http://quad.invalid');
  url.searchParams.set(REGISTER_INTENT, '1');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** 'Confirm by <date, time>' for an offered seat. */
export const confirmByLine = (offerExpiresAt: string, timeZone: string) => `Confirm by ${windowTime(offerExpiresAt, timeZone)}`;

/** 'Draw on <date, time>' for an entrant, until the draw. */
export const drawOnLine = (drawAt: string, timeZone: string) => `Draw on ${windowTime(drawAt, timeZone)}`;
