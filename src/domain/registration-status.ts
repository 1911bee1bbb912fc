import type { Say } from './i18n/languages.ts';

/**
 * Where a registration stands (API.md "Questions, approval, windows, lotteries"):
 * - registered: holds a seat and a ticket;
 * - waitlisted: waits for a seat, in order of arrival (or of a lottery's draw);
 * - pending: waits for the organizer's approval, no seat;
 * - declined: the organizer said no; kept so the student sees it;
 * - offered: a freed seat is held for them until `offerExpiresAt`, theirs to confirm;
 * - entered: in a lottery that has not been drawn yet, no seat.
 */
export const REGISTRATION_STATUSES = ['registered', 'waitlisted', 'pending', 'declined', 'offered', 'entered'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * Two different questions about a seat:
 * - `takesSeat`: the registration uses up one of the event's seats, so capacity counts it
 *   (a seat on offer is kept for its student until they confirm or the offer lapses);
 * - `isSeatHolder`: the student is in, with a ticket that lets them through the door
 *   (checked in, counted in attendance). An offer not yet confirmed is not.
 */
export const takesSeat = (status: RegistrationStatus): boolean => status === 'registered' || status === 'offered';

/** The one status a seat holder has; SQL that lists seat holders filters on it. */
export const SEAT_HOLDER_STATUS = 'registered' satisfies RegistrationStatus;
export const isSeatHolder = (status: RegistrationStatus): boolean => status === SEAT_HOLDER_STATUS;

/** The event's counts of its registrations, a column each. */
export const STATUS_COUNTS = ['registrations_count', 'waitlisted_count', 'pending_count', 'entered_count'] as const;
export type StatusCount = (typeof STATUS_COUNTS)[number];

/** The event's count a status is counted in (registrations_count = seats held); declined counts nowhere. */
export function countOf(status: RegistrationStatus): StatusCount | null {
  switch (status) {
    case 'registered':
    case 'offered':
      return 'registrations_count';
    case 'waitlisted':
      return 'waitlisted_count';
    case 'pending':
      return 'pending_count';
    case 'entered':
      return 'entered_count';
    case 'declined':
      return null;
  }
}

/** How an event hands out its seats. */
export const ALLOCATIONS = ['first-come', 'lottery'] as const;
export type Allocation = (typeof ALLOCATIONS)[number];

/** What the student sees of their own state, in words. */
export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  registered: 'Registered',
  waitlisted: 'Waitlisted',
  pending: 'Pending approval',
  declined: 'Declined',
  offered: 'Seat offered',
  entered: 'Entered the draw',
};

/**
 * Each status's words in the catalogue (src/domain/i18n), as a student reads their own
 * ("You're in the draw") and as a club reads its registrants' ("They are in the draw"):
 * Hindi and Kannada say the two differently.
 */
export const STATUS_KEYS = {
  registered: 'status.registered',
  waitlisted: 'status.waitlisted',
  pending: 'status.pending',
  declined: 'status.declined',
  offered: 'status.offered',
  entered: 'status.entered',
} as const satisfies Record<RegistrationStatus, string>;
export const REGISTRANT_STATUS_KEYS = {
  registered: 'ws.regStatus.registered',
  waitlisted: 'ws.regStatus.waitlisted',
  pending: 'ws.regStatus.pending',
  declined: 'ws.regStatus.declined',
  offered: 'ws.regStatus.offered',
  entered: 'ws.regStatus.entered',
} as const satisfies Record<RegistrationStatus, string>;

/**
 * Who a registration or a feedback entry names once its student's account is gone: the
 * row stays (emptied of everything personal) so the event's figures stay right. Nothing
 * stores it: it is said when the row is shown, in the viewer's language (the catalogue's
 * `mail:people.formerParticipant`; this is its English).
 */
export const FORMER_PARTICIPANT = 'A former participant';

/** A former participant's name in the language of `t`; English without one. */
export const formerParticipant = (t?: Say): string => (t ? t('mail:people.formerParticipant') : FORMER_PARTICIPANT);

/** The name a registration is listed under: a former participant's row (no student) has none of its own. */
export const registrantName = (row: { student_id: string | null; name: string }, t?: Say): string => (row.student_id === null ? formerParticipant(t) : row.name);
