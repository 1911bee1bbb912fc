/**
 * The For-you listing's picks, wired by app.ts: which upcoming events suit a student
 * and why. Events know no follows or registrations code; the follows module answers.
 */
export interface ForYouLinks {
  /** Event ids in the order to show them, each with its reason. */
  picksFor(studentId: string, now: string): Promise<{ eventId: string; reason: string }[]>;
}
