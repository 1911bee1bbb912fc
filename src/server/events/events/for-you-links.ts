/**
 * Why an event is in a student's For-you listing, said in the reader's language when the
 * listing is answered: a club they follow (its name, null when it has none), one of their
 * interests (a campus tag, as the campus spells it), or students they went to events with.
 */
export type ForYouReason = { follows: string | null } | { likes: string } | { popular: true };

/**
 * The For-you listing's picks, wired by app.ts: which upcoming events suit a student
 * and why. Events know no follows or registrations code; the follows module answers.
 */
export interface ForYouLinks {
  /** Event ids in the order to show them, each with its reason. */
  picksFor(studentId: string, now: string): Promise<{ eventId: string; reason: ForYouReason }[]>;
}
