import { z } from 'zod';
import { MSG } from '../messages.ts';

export const OUTCOME_NAME_MAX = 80;
export const OUTCOME_DESCRIPTION_MAX = 500;
/** An event names at most this many learning outcomes. */
export const MAX_EVENT_OUTCOMES = 3;
/** A reflection's length, counted in graphemes (what a reader sees as characters). */
export const REFLECTION_MAX = 2000;
export const RETURN_REASON_MAX = 500;

const nameField = z
  .string({ error: MSG.outcomeNameRequired })
  .trim()
  .min(1, MSG.outcomeNameRequired)
  .max(OUTCOME_NAME_MAX, MSG.outcomeNameTooLong);
const descriptionField = z
  .string({ error: MSG.outcomeDescriptionTooLong })
  .trim()
  .max(OUTCOME_DESCRIPTION_MAX, MSG.outcomeDescriptionTooLong);

/** POST /api/admin/outcomes and the office's form: a name and, optionally, what it means. */
export const outcomeInputSchema = z.object({ name: nameField, description: descriptionField.optional().default('') });
export type OutcomeInput = z.input<typeof outcomeInputSchema>;

/** PATCH /api/admin/outcomes/:id: either field. */
export const outcomePatchSchema = z.object({ name: nameField.optional(), description: descriptionField.optional() });

/** An event's `outcomes`: up to three ids of the campus's learning outcomes (which exist is the server's to judge). */
export const eventOutcomesField = z
  .array(z.string({ error: MSG.eventOutcomesInvalid }).trim().min(1, MSG.eventOutcomesInvalid).max(64, MSG.eventOutcomesInvalid), { error: MSG.eventOutcomesInvalid })
  .max(MAX_EVENT_OUTCOMES, MSG.eventOutcomesInvalid)
  .transform((ids) => [...new Set(ids)]);

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** Characters as a reader counts them: an emoji with its modifiers or an accented letter is one. */
export function graphemeLength(text: string): number {
  if (!segmenter) return [...text].length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n += 1;
  return n;
}

/**
 * Whether the text has more than `max` graphemes. A text of at most `max` UTF-16 units cannot
 * (no segmenting at all); otherwise counting stops at the first grapheme over.
 */
export function exceedsGraphemes(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (!segmenter) return [...text].length > max;
  let n = 0;
  for (const _ of segmenter.segment(text)) if (++n > max) return true;
  return false;
}

/**
 * The longest reflection in UTF-16 units that is still read: segmenting costs more than
 * linear time on a long text, so a longer one is refused before it is segmented. Eight
 * units a character leaves room for 2,000 flags or skin-toned emoji.
 */
const REFLECTION_MAX_UNITS = 8 * 2000;

/** PUT /api/events/:id/reflection. */
export const reflectionInputSchema = z.object({
  text: z
    .string({ error: MSG.reflectionTextRequired })
    .trim()
    .min(1, MSG.reflectionTextRequired)
    // A cheap bound first, which stops the check there: the grapheme count is not free.
    .max(REFLECTION_MAX_UNITS, { error: MSG.reflectionTooLong, abort: true })
    .refine((t) => !exceedsGraphemes(t, REFLECTION_MAX), MSG.reflectionTooLong),
});
export type ReflectionInput = z.input<typeof reflectionInputSchema>;

/** POST /api/reflections/:id/return. */
export const reflectionReturnSchema = z.object({
  reason: z.string({ error: MSG.returnReasonRequired }).trim().min(1, MSG.returnReasonRequired).max(RETURN_REASON_MAX, MSG.returnReasonTooLong),
});

/** POST /api/credentials/verify. */
export const credentialVerifySchema = z.object({
  jwt: z.string({ error: MSG.credentialJwtRequired }).trim().min(1, MSG.credentialJwtRequired).max(200_000, MSG.credentialJwtTooLong),
});
