import { eventTagsMessage, MAX_EVENT_TAGS } from '../tags.ts';
import { z } from 'zod';
import { eventOutcomesField } from './outcomes.ts';
import { MAX_CAPACITY, normalizeEventType, parseCapacity } from '../events.ts';
import { MSG } from '../messages.ts';
import { isValidDate, TIME_RE } from '../time.ts';
import { requiredMessage } from './issues.ts';
import { requiredText } from './fields.ts';
import { venueIdField } from './venue.ts';
import { questionsField } from './questions.ts';
import { ALLOCATIONS } from '../registration-status.ts';
import { CLAIM_HOURS_MAX } from '../registration-settings.ts';
import { LANGUAGES } from '../i18n/languages.ts';

const fill = MSG.fillAllFields;

/** The event form's field labels; an empty field says "<label> is required". */
export const EVENT_LABELS = {
  name: 'Event name',
  date: 'Date',
  time: 'Time',
  venue: 'Venue',
  description: 'Description',
  type: 'Type',
  capacity: 'Max participants',
} as const;

/** A required event field: blank or missing names the field, summed up as 'Please fill all fields'. */
const required = (label: string, max: number) => requiredText(requiredMessage(label, fill), max);

export const eventDateField = required(EVENT_LABELS.date, 10).refine(isValidDate, 'Please enter a valid date (YYYY-MM-DD)');
export const eventTimeField = required(EVENT_LABELS.time, 20).refine((t) => TIME_RE.test(t), 'Please enter a valid time (HH:MM, 24-hour)');
/** When it ends: HH:MM, earlier than the start meaning the next day; blank or null = not said. */
const endTimeField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
  z.string({ error: MSG.endTimeInvalid }).max(5, MSG.endTimeInvalid).refine((t) => TIME_RE.test(t), MSG.endTimeInvalid).nullable().optional(),
);
const nameField = required(EVENT_LABELS.name, 120);
const venueRequired = requiredMessage(EVENT_LABELS.venue, fill);
/** Blank is missing: the venue rule (venueTextOrVenueId) then asks for it unless a venueId is given. */
const venueField = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), required(EVENT_LABELS.venue, 200));
const descriptionField = required(EVENT_LABELS.description, 5000);
const typeField = required(EVENT_LABELS.type, 40).transform(normalizeEventType);

/**
 * Max participants (API): text or a number; missing, empty or unreadable text means 0
 * (unlimited, SPEC.md: "parsed to a whole number, falling back to 0"); a negative or
 * fractional number and other JSON types are refused (MSG.capacityInvalid).
 */
const capacityField = z.preprocess(
  (v) => (typeof v === 'string' || typeof v === 'number' || v === null || v === undefined ? parseCapacity(v) : v),
  z
    .number({ error: MSG.capacityInvalid })
    .int(MSG.capacityInvalid)
    .min(0, MSG.capacityInvalid)
    .max(MAX_CAPACITY, MSG.capacityTooLarge),
);

/**
 * Max participants as the organizer types it on the form. A number that is not a whole
 * one of 0 or more ("-3", "2.5", "1e3") is refused with MSG.capacityInvalid rather than
 * quietly saved as something else (the API reads "2.5" as 2); text with no digit at all
 * ("abc") still means unlimited, as SPEC.md's edit form has it ("falling back to 0").
 */
export const capacityFormField = z.preprocess(
  (v) => (typeof v === 'string' && /\d/.test(v) && !/^\d+$/.test(v.trim()) ? Number.NaN : v),
  capacityField,
);

const imageIdField = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string().max(64).nullable().optional(),
);

/** Up to three of the campus's tags; which tags exist is the server's to judge (EVENT_TAGS). */
const tagsField = z
  .array(z.string({ error: eventTagsMessage }).trim().min(1, eventTagsMessage).max(40, eventTagsMessage), { error: eventTagsMessage })
  .max(MAX_EVENT_TAGS, `Pick at most ${MAX_EVENT_TAGS} tags`);

export const SERIES_MAX = 26;
export const repeatMessage = `Repeat every week or every two weeks, 2 to ${SERIES_MAX} dates`;
/** A series in one form: the first date and `count - 1` more, a week or two apart. */
const repeatField = z.object(
  {
    every: z.enum(['week', '2weeks'], { error: repeatMessage }),
    count: z.number({ error: repeatMessage }).int(repeatMessage).min(2, repeatMessage).max(SERIES_MAX, repeatMessage),
  },
  { error: repeatMessage },
);

/** An instant (ISO-8601 with its offset, or UTC); stored as UTC. */
const instantField = (label: string) =>
  z
    .string({ error: `${label}: enter a date and time` })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), `${label}: enter a date and time`)
    .transform((v) => new Date(v).toISOString());

/** A campus language (en, hi, kn): the event's own, or a translation's. */
const languageField = z.enum(LANGUAGES, { error: MSG.eventLanguageInvalid });

/** The event's name and description in another campus language. */
export const eventTranslationSchema = z.object({
  language: languageField,
  name: requiredText(MSG.translationNameRequired, 120),
  description: requiredText(MSG.translationDescriptionRequired, 5000),
});
export type EventTranslation = z.output<typeof eventTranslationSchema>;

/** Every other campus language at most once; on an edit, the whole set (an empty list removes them). */
const translationsField = z.array(eventTranslationSchema, { error: MSG.invalidInput }).max(LANGUAGES.length - 1, MSG.translationRepeated);

/**
 * Each translation in its own language, none in the event's (when the body names it; the
 * server judges against the stored or default language too: eventTranslationProblem).
 */
function translationsHoldTogether(body: { language?: string; translations?: { language: string }[] }, ctx: z.RefinementCtx) {
  // This check runs even when a field failed, on the body as sent: a translations that is not a
  // list of objects has its own message already.
  const translations = Array.isArray(body.translations) ? body.translations.filter((t) => typeof t?.language === 'string') : [];
  if (translations.length !== (Array.isArray(body.translations) ? body.translations.length : 0)) return;
  const message = eventTranslationProblem(typeof body.language === 'string' ? body.language : undefined, translations);
  if (message) ctx.addIssue({ code: 'custom', path: ['translations'], message });
}

/** What is wrong with translations of an event written in `original`, or null. */
export function eventTranslationProblem(original: string | undefined, translations: { language: string }[]): string | null {
  const languages = translations.map((t) => t.language);
  if (new Set(languages).size !== languages.length) return MSG.translationRepeated;
  if (original && languages.includes(original)) return MSG.translationSameLanguage;
  return null;
}

/** Registration settings: each optional; how they hold together is registrationSettingsProblem's to judge. */
const registrationSettingsFields = {
  questions: questionsField.optional(),
  approval: z.boolean({ error: 'approval must be true or false' }).optional(),
  registrationOpensAt: instantField('Registration opens').nullable().optional(),
  registrationClosesAt: instantField('Registration closes').nullable().optional(),
  claimHours: z.number({ error: MSG.claimHoursRange }).int(MSG.claimHoursRange).min(1, MSG.claimHoursRange).max(CLAIM_HOURS_MAX, MSG.claimHoursRange).nullable().optional(),
  allocation: z.enum(ALLOCATIONS, { error: "allocation must be 'first-come' or 'lottery'" }).optional(),
  drawAt: instantField('Draw').nullable().optional(),
  /** Self check-in: the door screen shows a rotating code students scan. */
  selfCheckIn: z.boolean({ error: 'selfCheckIn must be true or false' }).optional(),
};

/** The create-event form and POST /api/events: the fields, before the venue rule below. */
const eventInputObject = z.object({
  name: nameField,
  date: eventDateField,
  time: eventTimeField,
  venue: venueField.optional(),
  description: descriptionField,
  type: typeField,
  capacity: capacityField.optional().default(0),
  imageId: imageIdField,
  tags: tagsField.optional().default([]),
  /** Up to three learning outcome ids (GET /api/outcomes). */
  outcomes: eventOutcomesField.optional().default([]),
  repeat: repeatField.optional(),
  endTime: endTimeField,
  /** A campus venue (GET /api/venues): the event's `venue` text is then the venue's. */
  venueId: venueIdField,
  /** The club the event is for: a manager's club; the signed-in club account's own when left out. */
  organizerId: z.string({ error: MSG.notAllowedForClub }).trim().min(1, MSG.notAllowedForClub).max(64, MSG.notAllowedForClub).optional(),
  /** The language the name and description are written in; the campus default when left out. */
  language: languageField.optional(),
  translations: translationsField.optional().default([]),
  ...registrationSettingsFields,
});

/** The free-text venue is required unless a campus venue is chosen (judged beside every other field's problem). */
function venueTextOrVenueId(body: { venue?: string; venueId?: string | null; time?: string; endTime?: string | null; language?: string; translations?: { language: string }[] }, ctx: z.RefinementCtx) {
  translationsHoldTogether(body, ctx);
  if (body.venue === undefined && !body.venueId) ctx.addIssue({ code: 'custom', path: ['venue'], message: venueRequired });
  // An end before the start is the next day; the same minute is no length at all.
  if (body.endTime && body.endTime === body.time) ctx.addIssue({ code: 'custom', path: ['endTime'], message: MSG.endTimeSameAsStart });
}
const always = { when: () => true };

export const eventInputSchema = eventInputObject.superRefine((body, ctx) => venueTextOrVenueId(body, ctx), always);
export type EventInput = z.input<typeof eventInputSchema>;
export type EventData = z.output<typeof eventInputSchema>;

/** The create and edit forms: the API's rules, with max participants as typed (capacityFormField). */
export const eventFormSchema = eventInputObject.extend({ capacity: capacityFormField }).superRefine((body, ctx) => venueTextOrVenueId(body, ctx), always);

/** PATCH /api/events/:id and the edit form: any subset of the fields, each valid. */
export const eventPatchSchema = z.object({
  name: nameField.optional(),
  date: eventDateField.optional(),
  time: eventTimeField.optional(),
  endTime: endTimeField,
  venue: venueField.optional(),
  description: descriptionField.optional(),
  type: typeField.optional(),
  capacity: capacityField.optional(),
  imageId: imageIdField,
  tags: tagsField.optional(),
  outcomes: eventOutcomesField.optional(),
  /** A campus venue; null clears it (the `venue` text stays). */
  venueId: venueIdField,
  language: languageField.optional(),
  /** Replaces the event's translations; [] removes them all. */
  translations: translationsField.optional(),
  ...registrationSettingsFields,
  /** For an event of a series: `following` applies the change to it and every later date. */
  scope: z.enum(['this', 'following'], { error: "scope must be 'this' or 'following'" }).optional(),
}).superRefine((body, ctx) => translationsHoldTogether(body, ctx), always);
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
  /** With `date`: the last day of a range of days (`date` to `until`, both included), as "This week" asks. */
  until: z
    .string()
    .trim()
    .optional()
    .refine((d) => !d || isValidDate(d), 'Please enter a valid date (YYYY-MM-DD)'),
  /** One of the campus's tags (GET /api/config `eventTags`). */
  tag: z.string().trim().max(40).optional(),
  /** One of the event types (Workshop, Seminar, …, General); any case. */
  type: z.string().trim().max(40).optional(),
  /** `me`: the signed-in student's For-you listing (each event with its `reason`). */
  for: z.enum(['me'], { error: "for must be 'me'" }).optional(),
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
