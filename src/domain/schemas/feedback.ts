import { z } from 'zod';
import { MSG } from '../messages.ts';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const COMMENTS_MAX = 2000;
export const ratingMessage = 'Rating must be a whole number from 1 to 5';

/** The feedback form (event and platform) and both POST routes. */
export const feedbackInputSchema = z.object({
  // A JSON number (the form turns its choice into one); "5" as text is the wrong type.
  rating: z.preprocess(
    (v) => (v === null || v === undefined || v === '' ? undefined : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? MSG.fillOutAllFields : ratingMessage) })
      .int(ratingMessage)
      .min(RATING_MIN, ratingMessage)
      .max(RATING_MAX, ratingMessage),
  ),
  comments: z
    .string({ error: MSG.fillOutAllFields })
    .trim()
    .min(1, MSG.fillOutAllFields)
    .max(COMMENTS_MAX, `Comments must be at most ${COMMENTS_MAX} characters`),
});
export type FeedbackInput = z.output<typeof feedbackInputSchema>;

/** Average to one decimal, as SPEC.md shows it ("4.3 out of 5"). */
export function averageRating(ratings: number[]): number {
  return averageOfTotal(ratings.reduce((a, b) => a + b, 0), ratings.length);
}

/** The same average from a sum and a count (as the database adds them up); 0 without ratings. */
export function averageOfTotal(total: number, count: number): number {
  if (count === 0) return 0;
  return Math.round((total / count) * 10) / 10;
}
