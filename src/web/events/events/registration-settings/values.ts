import { hasOptions, type QuestionInput, type QuestionKind } from '../../../../domain/questions.ts';
import type { Allocation } from '../../../../domain/registration-status.ts';
import type { EventView } from '../../../../domain/responses/events.ts';
import { campusDate, campusTime, isValidDate, startInstant, TIME_RE } from '../../../../domain/time.ts';

/** A question as the organizer edits it: its options as typed, one per line. */
export interface QuestionDraft {
  /** The form's own name for it (React's key, the ids of its fields); never sent. */
  key: string;
  /** A stored question's id, sent back so the answers given to it stay attached. */
  id?: string;
  label: string;
  kind: QuestionKind;
  options: string;
  required: boolean;
  /** Its answers are for the club's owner and managers only, kept encrypted, deleted the day after the event. */
  sensitive: boolean;
}

/** The event form's registration fields, as the organizer edits them. */
export interface RegistrationFormValues {
  questions: QuestionDraft[];
  approval: boolean;
  /** A date-time field's value ('YYYY-MM-DDTHH:MM', campus time); '' when not set. */
  registrationOpensAt: string;
  registrationClosesAt: string;
  /** As the number field gives it: a number, or text while it is not one ('' when empty). */
  claimHours: number | string;
  allocation: Allocation;
  drawAt: string;
  /** Students check themselves in by scanning the door screen's code. */
  selfCheckIn: boolean;
}

/** The registration settings as POST and PATCH /api/events take them (API.md); null clears one. */
export interface RegistrationBody {
  questions: QuestionInput[];
  approval: boolean;
  registrationOpensAt: string | null;
  registrationClosesAt: string | null;
  claimHours: number | null;
  allocation: Allocation;
  drawAt: string | null;
  selfCheckIn: boolean;
}

export const emptyRegistrationForm: RegistrationFormValues = {
  questions: [], approval: false, registrationOpensAt: '', registrationClosesAt: '', claimHours: '', allocation: 'first-come', drawAt: '', selfCheckIn: false,
};

const REGISTRATION_KEYS = ['questions', 'approval', 'registrationOpensAt', 'registrationClosesAt', 'claimHours', 'allocation', 'drawAt', 'selfCheckIn'] as const;

/** A form's state without its registration fields (they are sent as registrationBody makes them). */
export function withoutRegistration<T extends RegistrationFormValues>(state: T): Omit<T, keyof RegistrationFormValues> {
  const rest: Partial<T> = { ...state };
  for (const key of REGISTRATION_KEYS) delete rest[key];
  return rest as Omit<T, keyof RegistrationFormValues>;
}

/** The browser's own zone, until the campus zone (GET /api/config) is known. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

let drafted = 0;
/** A new, empty question (a short text, not required). */
export const newQuestionDraft = (): QuestionDraft => ({ key: `new-${++drafted}`, label: '', kind: 'text', options: '', required: false, sensitive: false });

/** An instant as a date-time field shows it, in the campus zone. */
export function localDateTime(instant: string | null, timeZone: string): string {
  if (!instant) return '';
  const at = new Date(instant);
  return `${campusDate(at, timeZone)}T${campusTime(at, timeZone)}`;
}

const LOCAL_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d+)?)?$/;

/**
 * A date-time field's value as the instant it means in the campus zone; null when empty.
 * Anything unreadable (a browser without a date-time picker takes any text) becomes '',
 * which the schema refuses beside the field ('<label>: enter a date and time'), rather
 * than an instant the organizer did not mean (JavaScript reads 30 February as 2 March).
 */
export function instantOf(value: string, timeZone: string): string | null {
  const text = value.trim();
  if (!text) return null;
  const match = LOCAL_RE.exec(text);
  if (!match || !isValidDate(match[1]!) || !TIME_RE.test(match[2]!)) return '';
  return startInstant(match[1]!, match[2]!, timeZone);
}

/** The options typed one per line, without blank lines. */
export const optionList = (text: string) => text.split('\n').map((o) => o.trim()).filter(Boolean);

function questionBody({ id, label, kind, options, required, sensitive }: QuestionDraft): QuestionInput {
  return { ...(id !== undefined && { id }), label, kind, ...(hasOptions(kind) && { options: optionList(options) }), required, sensitive };
}

/** The claim window as sent: empty is none; text that is not a number stays unreadable (NaN) for the schema. */
const claimHoursOf = (value: number | string): number | null => (value === '' ? null : Number(value));

/** The form's registration fields as the API takes them; a first-come event clears its draw time. */
export function registrationBody(values: RegistrationFormValues, timeZone: string): RegistrationBody {
  return {
    questions: values.questions.map(questionBody),
    approval: values.approval,
    registrationOpensAt: instantOf(values.registrationOpensAt, timeZone),
    registrationClosesAt: instantOf(values.registrationClosesAt, timeZone),
    claimHours: claimHoursOf(values.claimHours),
    allocation: values.allocation,
    drawAt: values.allocation === 'lottery' ? instantOf(values.drawAt, timeZone) : null,
    selfCheckIn: values.selfCheckIn,
  };
}

/** The edit form's registration fields, from the event as the API gives it. */
export function registrationFormFromEvent(event: EventView, timeZone: string): RegistrationFormValues {
  return {
    questions: event.questions.map((q) => ({ key: q.id, id: q.id, label: q.label, kind: q.kind, options: q.options.join('\n'), required: q.required, sensitive: q.sensitive ?? false })),
    approval: event.approval,
    registrationOpensAt: localDateTime(event.registrationOpensAt, timeZone),
    registrationClosesAt: localDateTime(event.registrationClosesAt, timeZone),
    claimHours: event.claimHours ?? '',
    allocation: event.allocation,
    drawAt: localDateTime(event.drawAt, timeZone),
    selfCheckIn: event.selfCheckIn,
  };
}
