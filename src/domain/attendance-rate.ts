/**
 * Attendance in an organizer's insights: of the students who held a seat, how
 * many came. Pure, so the server counts and the charts label with one rule.
 *
 * - `registered` counts seat holders (registered, confirmed offers do not check in);
 * - the rate is checked in / registered, null while nobody holds a seat;
 * - no-shows are only counted once the check-in window has closed: before that, a seat
 *   holder who has not come yet may still come.
 */
export interface EventAttendance {
  registered: number;
  checkedIn: number;
  /** registered − checked in, once check-in has closed; null before. */
  noShows: number | null;
  /** checkedIn / registered (0..1), or null with no seat holders. */
  rate: number | null;
}

export function eventAttendance(registered: number, checkedIn: number, checkInClosed: boolean): EventAttendance {
  return {
    registered,
    checkedIn,
    noShows: checkInClosed ? Math.max(0, registered - checkedIn) : null,
    rate: registered > 0 ? checkedIn / registered : null,
  };
}

/** Over several events: only those whose check-in has closed, so a talk tonight does not pull the rate down. */
export function overallAttendance(events: EventAttendance[]): EventAttendance {
  const closed = events.filter((e) => e.noShows !== null);
  const registered = closed.reduce((n, e) => n + e.registered, 0);
  const checkedIn = closed.reduce((n, e) => n + e.checkedIn, 0);
  return eventAttendance(registered, checkedIn, true);
}

/** "72%" — a whole percent, as the dashboard shows it. */
export const percent = (rate: number | null): string => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
