import { z } from 'zod';
import { MSG } from '../messages.ts';
import { requiredMessage } from './issues.ts';
import { requiredText } from './fields.ts';

export const VENUE_TEXT_MAX = 120;
export const VENUE_CAPACITY_MAX = 100_000;

/** The venue form's field labels; an empty field says "<label> is required". */
export const VENUE_LABELS = { name: 'Venue name', building: 'Building', capacity: 'Capacity' } as const;

const text = (label: string) => requiredText(requiredMessage(label, MSG.fillAllFields), VENUE_TEXT_MAX);
const capacityRequired = requiredMessage(VENUE_LABELS.capacity, MSG.fillAllFields);

/** A whole number from 1 to 100000, as a number or as digits typed in a form; other types are refused. */
const capacityField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? (/^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v === '' ? undefined : v),
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? capacityRequired : MSG.venueCapacityInvalid) })
    .int(MSG.venueCapacityInvalid)
    .min(1, MSG.venueCapacityInvalid)
    .max(VENUE_CAPACITY_MAX, MSG.venueCapacityInvalid),
);

/** POST /api/admin/venues and the office's venue form. */
export const venueInputSchema = z.object({
  name: text(VENUE_LABELS.name),
  building: text(VENUE_LABELS.building),
  capacity: capacityField,
});
export type VenueInput = z.input<typeof venueInputSchema>;
export type VenueData = z.output<typeof venueInputSchema>;

/** An event's `venueId` on create and edit: empty or null clears it (PATCH), a wrong type is an unknown venue. */
export const venueIdField = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string({ error: MSG.venueNotFound }).trim().min(1, MSG.venueNotFound).max(64, MSG.venueNotFound).nullable().optional(),
);
