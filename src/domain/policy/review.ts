import type { Actor } from './actor.ts';
import { staffsClub } from './organizers.ts';

/**
 * Event approval. With EVENT_APPROVAL=required a new event waits for the
 * campus office ('pending'); the office approves it or sends it back with a reason
 * ('rejected'). Until approved it is seen only by its club's team and the office (and by
 * students already registered, when an approved event's change went back to the queue).
 */
export const REVIEW_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The fields whose change sends an approved event back to the queue (when EVENT_APPROVAL_EDITS=requeue). */
export const REVIEWED_FIELDS = ['date', 'time', 'venue', 'venueId'] as const;

export interface ReviewFacts {
  organizerId: string;
  reviewStatus: ReviewStatus;
}

/** Who sees an event: anyone once approved; before that its club's team, the office, and its registrants. */
export function canSeeEvent(actor: Actor | null, event: ReviewFacts, context: { admin: boolean; registered: boolean }): boolean {
  return event.reviewStatus === 'approved' || context.admin || context.registered || staffsClub(actor, event.organizerId);
}

/** Only an approved event takes new registrations. */
export const takesRegistrations = (event: Pick<ReviewFacts, 'reviewStatus'>): boolean => event.reviewStatus === 'approved';

/** The status an edit leaves: a sent-back event goes back to the queue when edited; an approved one when its date, time or venue moved (if the campus says so). */
export function reviewAfterEdit(current: ReviewStatus, changed: readonly string[], options: { required: boolean; requeueEdits: boolean }): ReviewStatus {
  if (!options.required) return current;
  if (current === 'rejected') return 'pending';
  if (current === 'approved' && options.requeueEdits && changed.some((f) => (REVIEWED_FIELDS as readonly string[]).includes(f))) return 'pending';
  return current;
}

/** What the office approved of an event: where and when. */
export interface ReviewedFacts {
  date: string;
  time: string;
  venue: string;
  venueId?: string | null;
}

/** The REVIEWED_FIELDS an edit changes, from the event before to the event after it. */
export function reviewedChanges(before: ReviewedFacts, after: ReviewedFacts): string[] {
  // As saved: text trimmed, no venue id the same as none.
  const saved = (facts: ReviewedFacts, field: (typeof REVIEWED_FIELDS)[number]) => (facts[field] ?? '').trim();
  return REVIEWED_FIELDS.filter((field) => saved(before, field) !== saved(after, field));
}

/**
 * Whether an edit takes an approved event off the listing and back to the office's queue:
 * the form says so before saving, as the server decides it (reviewAfterEdit).
 */
export function editRequeues(current: ReviewStatus, changed: readonly string[], options: { required: boolean; requeueEdits: boolean }): boolean {
  return current === 'approved' && reviewAfterEdit(current, changed, options) === 'pending';
}
