import { z } from 'zod';
import { MAX_CAPACITY, normalizeEventType, parseCapacity } from '../events.ts';
import { MSG } from '../messages.ts';
import { isValidDate, TIME_RE } from '../time.ts';
import { requiredText } from './fields.ts';

const fill = MSG.fillAllFields;

export const eventDateField = requiredText(fill, 10).refine(isValidDate, 'Please enter a valid date (YYYY-MM-DD)');
export const eventTimeField = requiredText(fill, 20).refine((t) => TIME_RE.test(t), 'Please enter a valid time (HH:MM, 24-hour)');

/** Max participants: text or a number; empty or unreadable text means 0 (unlimited); negative, fractional and other JSON types are wrong. */
const capacityField = z.preprocess(
  (v) => (typeof v === 'string' || typeof v === 'number' || v === null || v === undefined ? parseCapacity(v) : v),
  z
    .number({ error: 'Max participants must be a whole number' })
    .int('Max participants must be a whole number')
    .min(0, 'Max participants cannot be negative (0 means unlimited)')
    .max(MAX_CAPACITY, `Max participants must be at most ${MAX_CAPACITY}`),
);

const imageIdField = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string().max(64).nullable().optional(),
);

/** The create-event form and POST /api/events. */
export const eventInputSchema = z.object({
  name: requiredText(fill, 120),
  date: eventDateField,
  time: eventTimeField,
  venue: requiredText(fill, 200),
  description: requiredText(fill, 5000),
  type: requiredText(fill, 40).transform(normalizeEventType),
  capacity: capacityField.optional().default(0),
  imageId: imageIdField,
});
export type EventInput = z.input<typeof eventInputSchema>;
export type EventData = z.output<typeof eventInputSchema>;

/** PATCH /api/events/:id and the edit form: any subset of the fields, each valid. */
export const eventPatchSchema = z.object({
  name: requiredText(fill, 120).optional(),
  date: eventDateField.optional(),
  time: eventTimeField.optional(),
  venue: requiredText(fill, 200).optional(),
  description: requiredText(fill, 5000).optional(),
  type: requiredText(fill, 40).transform(normalizeEventType).optional(),
  capacity: capacityField.optional(),
  imageId: imageIdField,
});
export type EventPatch = z.output<typeof eventPatchSchema>;

/** GET /api/events filters. */
export const eventListQuerySchema = z.object({
  name: z.string().trim().max(120).optional(),
  organizer: z.string().trim().max(120).optional(),
  date: z
    .string()
    .trim()
    .optional()
    .refine((d) => !d || isValidDate(d), 'Please enter a valid date (YYYY-MM-DD)'),
  cursor: z.string().max(200).optional(),
  limit: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z
      .number({ error: 'limit must be a whole number from 1 to 100' })
      .int('limit must be a whole number from 1 to 100')
      .min(1, 'limit must be a whole number from 1 to 100')
      .transform((n) => Math.min(n, 100))
      .optional(),
  ),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;
