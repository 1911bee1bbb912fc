import type { RegistrationStatus } from '../../../domain/registration-status.ts';
import type { MyRegistration } from '../../../domain/responses/registrations.ts';

/** A confirmed seat: the only registration with a QR code to show at the door (an offered seat is not confirmed yet). */
export const showsQr = (r: Pick<MyRegistration, 'status'>) => r.status === 'registered';

/** Why a registration without a seat has no QR code yet, in a line under its badge (catalogue keys). */
export const NO_TICKET_YET = {
  waitlisted: 'tickets.noTicket.waitlisted',
  pending: 'tickets.noTicket.pending',
  entered: 'tickets.noTicket.entered',
  offered: 'tickets.noTicket.offered',
  declined: 'tickets.noTicket.declined',
} as const satisfies Record<Exclude<RegistrationStatus, 'registered'>, string>;

/** What a past event's line says about the feedback: the stars given, a link to give it, or nothing. */
export type PastFeedback = { kind: 'rated'; rating: number } | { kind: 'give' } | { kind: 'given' } | { kind: 'none' };

/** Feedback is the seat holder's to give once the event is over (API.md: a student registered for it, after it started). */
export function pastFeedback(r: Pick<MyRegistration, 'status' | 'feedbackRating' | 'event'>): PastFeedback {
  if (!showsQr(r)) return { kind: 'none' };
  if (typeof r.feedbackRating === 'number') return { kind: 'rated', rating: r.feedbackRating };
  return r.event.viewer?.feedbackGiven ? { kind: 'given' } : { kind: 'give' };
}

/** The registration with this id among the student's, upcoming or past. */
export function findInWallet(mine: { upcoming: MyRegistration[]; past: MyRegistration[] } | undefined, id: string) {
  return mine?.upcoming.find((r) => r.id === id) ?? mine?.past.find((r) => r.id === id);
}
