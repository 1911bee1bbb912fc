import type { EventFacts } from './events.ts';

/**
 * The check-in window: the door opens on the event's day, a configurable
 * number of hours before the start (CHECK_IN_OPENS_HOURS, 12 unless set), not days
 * ahead; it closes a day after the start, so late check-ins can still be recorded.
 * Instants, not wall-clock times: a daylight-saving change inside the window does not
 * move it. The server enforces it; the manage page shows it, with this same rule.
 */

/** CHECK_IN_OPENS_HOURS when unset. */
export const DEFAULT_CHECK_IN_OPENS_HOURS = 12;
/** The largest CHECK_IN_OPENS_HOURS: a week. */
export const MAX_CHECK_IN_OPENS_HOURS = 168;
/** Check-in stays open this long after the start. */
export const CHECK_IN_CLOSES_HOURS_AFTER = 24;

const HOUR = 3_600_000;

export interface CheckInWindow {
  /** The first instant a check-in is accepted. */
  opensAt: Date;
  /** The first instant a check-in is no longer accepted. */
  closesAt: Date;
}

export type CheckInState = 'not-open' | 'open' | 'closed';

/** From `opensHoursBefore` hours before the start (inclusive) to 24 hours after it (exclusive). */
export function checkInWindow(event: Pick<EventFacts, 'startsAt'>, opensHoursBefore: number = DEFAULT_CHECK_IN_OPENS_HOURS): CheckInWindow {
  const start = new Date(event.startsAt).getTime();
  return { opensAt: new Date(start - opensHoursBefore * HOUR), closesAt: new Date(start + CHECK_IN_CLOSES_HOURS_AFTER * HOUR) };
}

/** Before, inside or after the check-in window at `now`. */
export function checkInState(event: Pick<EventFacts, 'startsAt'>, now: Date = new Date(), opensHoursBefore: number = DEFAULT_CHECK_IN_OPENS_HOURS): CheckInState {
  const { opensAt, closesAt } = checkInWindow(event, opensHoursBefore);
  const t = now.getTime();
  if (t < opensAt.getTime()) return 'not-open';
  return t < closesAt.getTime() ? 'open' : 'closed';
}

/** Whether the event's organizer may check students in at `now`. */
export const isCheckInOpen = (event: Pick<EventFacts, 'startsAt'>, now: Date = new Date(), opensHoursBefore: number = DEFAULT_CHECK_IN_OPENS_HOURS): boolean =>
  checkInState(event, now, opensHoursBefore) === 'open';

/**
 * How far ahead of the server's clock a device's scan time may be: phones set their clocks
 * from the network, so minutes of drift are rare; a scan further ahead was not taken yet.
 */
export const SCAN_CLOCK_SKEW_MS = 5 * 60_000;

export type ScanTimeJudgement = { ok: true; at: Date } | { ok: false; reason: 'future' | 'outside-window' };

/**
 * A scan taken offline counts at the time the device took it, whenever it
 * arrives: a scan from inside the window is accepted after the window closed, since the
 * network may return only then. A time a little ahead of `now` (a fast clock) counts as
 * `now`, so a check-in is never recorded in the future; further ahead, or outside the
 * window (before it opened: a wrong clock, not a door), it is refused.
 */
export function judgeScanTime(
  event: Pick<EventFacts, 'startsAt'>, scannedAt: Date, now: Date = new Date(), opensHoursBefore: number = DEFAULT_CHECK_IN_OPENS_HOURS,
): ScanTimeJudgement {
  if (scannedAt.getTime() > now.getTime() + SCAN_CLOCK_SKEW_MS) return { ok: false, reason: 'future' };
  const at = scannedAt.getTime() > now.getTime() ? now : scannedAt;
  if (checkInState(event, at, opensHoursBefore) !== 'open') return { ok: false, reason: 'outside-window' };
  return { ok: true, at };
}
