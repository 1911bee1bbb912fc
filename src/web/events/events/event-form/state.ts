import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { SERIES_EVERY } from '../../../../domain/event-display.ts';
import type { EventData, EventPatch, EventTranslation } from '../../../../domain/schemas/event.ts';
import { isUpcoming, isValidDate, startInstant, TIME_RE } from '../../../../domain/time.ts';
import type { VenueView } from '../../../infrastructure/api/venues.ts';
import { venueCapacityProblem, venueRequiredProblem } from '../VenuePicker.tsx';
import { eventFormProblems, settingsFieldOf } from '../registration-settings/problems.ts';
import { registrationBody, withoutRegistration, type RegistrationBody, type RegistrationFormValues } from '../registration-settings/values.ts';

// The event form's values and rules, apart from its sections: one state, checked by the
// server's own schema (eventFormSchema) on the body it would send.

export interface EventFormValues {
  name: string;
  date: string;
  time: string;
  /** When it ends, '' when not said; earlier than `time` is the next day. */
  endTime?: string | null;
  venue: string;
  description: string;
  type: string;
  capacity: string;
  /** Up to three of the campus's tags (GET /api/config `eventTags`). */
  tags: string[];
  /** Up to three of the campus's learning outcomes (ids, GET /api/outcomes). */
  outcomes?: string[];
  /** A campus venue (GET /api/venues), booked for the event; null (or left out): another place, typed in `venue`. */
  venueId?: string | null;
  /** The language the name and description are written in; '' (or left out): the campus default. */
  language?: string;
  /** The name and description in other campus languages. */
  translations?: EventTranslation[];
}

export const emptyEventForm: EventFormValues = {
  name: '', date: '', time: '', endTime: '', venue: '', description: '', type: '', capacity: '', tags: [], outcomes: [], venueId: null, language: '', translations: [],
};

/** The form's part for the event's language and its translations. */
export const TRANSLATION_FIELD = {
  legend: 'Languages (optional)',
  original: 'Written in',
  originalDescription: 'The language of the name and description above.',
  add: 'Add a translation',
  legendOf: (language: string) => `Translation: ${language}`,
  language: 'Translation language',
  name: (language: string) => `Translated name (${language})`,
  description: (language: string) => `Translated description (${language})`,
  remove: (language: string) => `Remove the ${language} translation`,
} as const;

/** A new series (API.md `repeat`): how often, and how many dates. */
export type EventRepeat = NonNullable<EventData['repeat']>;
/** Which dates of its series an edit applies to (PATCH /api/events/:id `scope`). */
export type EditScope = NonNullable<EventPatch['scope']>;

/**
 * What the form hands over once valid: the event's fields and its registration settings
 * (as the API takes them); on the create form, `repeat` when the event repeats; on the
 * edit form of a date of a series, the edit's `scope`.
 */
export interface EventSaveValues extends EventFormValues, RegistrationBody {
  repeat?: EventRepeat;
  scope?: EditScope;
}

/** The create form's Repeat field: '' does not repeat. */
export const REPEAT_FIELD = {
  label: 'Repeat',
  choices: [
    { value: '', label: 'Does not repeat' },
    { value: 'week', label: SERIES_EVERY.week },
    { value: '2weeks', label: SERIES_EVERY['2weeks'] },
  ],
} as const;

/** How many dates a repeating event has, the first one included. */
export const SERIES_DATES_FIELD = {
  label: 'Number of dates',
  description: 'Each date is its own event, with its own registrations.',
  initial: 4,
} as const;

/** The edit form of a date of a series: this date only, or it and every later one. */
export const SCOPE_FIELD = { label: 'Apply changes to', this: 'This event', following: 'This and following events' } as const;

/** The tags field: a group of chips, one per campus tag. */
export const TAGS_FIELD = { label: 'Tags (optional)', description: 'Up to 3, so students who like them find the event.' } as const;
/** The learning outcomes field: chips, one per outcome the campus office keeps. */
export const OUTCOMES_FIELD = { label: 'Learning outcomes (optional)', description: 'Up to 3: what attending teaches. They appear on the event and on students’ credentials.' } as const;

/** The confirmation asked before an event dated in the past is saved (API.md: a past event is a record). */
export const PAST_EVENT_CONFIRMATION = {
  title: 'This event is in the past',
  text: 'It will be saved as a record: students cannot register, and those who attended can give feedback.',
  confirm: 'Save as past event',
  cancel: 'Change the date',
} as const;

/** The form's own state: the event's fields, its registration settings as edited, and those that say how it is saved. */
export interface FormState extends EventFormValues, RegistrationFormValues {
  repeatEvery: '' | EventRepeat['every'];
  /** As the number field gives it: a number, or text while it is not one ('' when empty). */
  repeatCount: number | string;
  scope: EditScope;
}

/** What every section of the form is handed. */
export type EventFormApi = UseFormReturnType<FormState>;

/** The event's fields and registration settings of the form's state, as sent, without those that say how it is saved. */
export function sentFields(state: FormState, timeZone: string): EventFormValues & RegistrationBody {
  const { repeatEvery: _every, repeatCount: _count, scope: _scope, language, ...fields } = withoutRegistration(state);
  return { ...fields, ...(language && { language }), venueId: fields.venueId || null, endTime: fields.endTime || null, ...registrationBody(state, timeZone) };
}

/** What eventFormSchema reads: the event's fields, and `repeat` (as API.md has it) when the event repeats. */
function schemaInput(state: FormState, repeatable: boolean, timeZone: string) {
  const fields = sentFields(state, timeZone);
  return repeatable && state.repeatEvery ? { ...fields, repeat: { every: state.repeatEvery, count: state.repeatCount } } : fields;
}

/** An error of `repeat` (or of its parts), or of a question's options, is shown beside the form's own field. */
export const formFieldOf = (path: string) =>
  path === 'repeat.every' ? 'repeatEvery' : path === 'repeat' || path.startsWith('repeat.') ? 'repeatCount' : settingsFieldOf(path);

/** The form's problems by field (the schema's first, then the venue's capacity rule, in `t`'s language), and its headline. */
export function formProblems(state: FormState, repeatable: boolean, timeZone: string, venues: readonly VenueView[] | undefined, freeText = true, t?: TFunction) {
  const { fields, headline } = eventFormProblems(schemaInput(state, repeatable, timeZone), timeZone, formFieldOf);
  const required = venueRequiredProblem(state, venues, freeText);
  const venue = { ...venueCapacityProblem(state, venues, t), ...required };
  // Without a place typed as text (VENUE_FREE_TEXT=never), the missing venue is the select's problem.
  if (required.venueId && fields.venue) {
    const { venue: typed, ...rest } = fields;
    return { fields: { ...venue, ...rest }, headline: headline === typed ? required.venueId : (headline ?? required.venueId) };
  }
  return { fields: { ...venue, ...fields }, headline: headline ?? Object.values(venue)[0] ?? null };
}

/** Whether the date and time, in the campus zone, are already past (false while either is unreadable). */
export function startsInPast(values: Pick<EventFormValues, 'date' | 'time'>, timeZone: string): boolean {
  if (!isValidDate(values.date) || !TIME_RE.test(values.time)) return false;
  return !isUpcoming(startInstant(values.date, values.time, timeZone));
}
