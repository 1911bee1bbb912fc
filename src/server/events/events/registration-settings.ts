import { MSG } from '../../../domain/messages.ts';
import { isSensitive, mergeQuestions, parseStoredQuestions, type QuestionInput, type StoredQuestion } from '../../../domain/questions.ts';
import { registrationSettingsProblem, type RegistrationSettings } from '../../../domain/registration-settings.ts';
import type { EventPatch } from '../../../domain/schemas/event.ts';
import type { Dialect } from '../../infrastructure/db/connection.ts';
import type { EventRow } from '../../infrastructure/db/schema.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { newDoorSecret } from './door-code.ts';
import { badRequest, conflict } from '../../infrastructure/http/errors.ts';

/**
 * How an event takes registrations on its way into and out of the events
 * row: its questions, approval, window, claim hours, allocation and draw time.
 */

/** The settings fields of the create and edit bodies (all optional in both). */
export type SettingsInput = Pick<EventPatch, 'questions' | 'approval' | 'registrationOpensAt' | 'registrationClosesAt' | 'claimHours' | 'allocation' | 'drawAt' | 'selfCheckIn'>;

export const newQuestionId = () => newId(10);

export interface QuestionIds {
  /** Ids for the questions given without one, in order: a series' dates then share them. */
  newIds?: readonly string[];
  /**
   * A later date of a series edited together with an earlier one takes an id it does not
   * know as a new question of that id (it was added to one date alone), rather than 400.
   */
  adoptUnknownIds?: boolean;
}

const unknownQuestion = () => badRequest(MSG.unknownQuestion, { questions: MSG.unknownQuestion });

/**
 * The stored questions after an edit as JSON: given ones in order, the others kept as
 * removed (their answers stay readable); 400 'Unknown question' for an id the event lacks.
 */
export function editedQuestions(stored: readonly StoredQuestion[], given: readonly QuestionInput[], options: QuestionIds = {}): string {
  const known = new Set(stored.map((q) => q.id));
  const ids: string[] = [];
  let fresh = 0;
  const asked = given.map((q) => {
    if (q.id === undefined) {
      ids.push(options.newIds?.[fresh++] ?? newQuestionId());
      return q;
    }
    if (!options.adoptUnknownIds || known.has(q.id)) return q;
    ids.push(q.id);
    return { ...q, id: undefined };
  });
  const merged = mergeQuestions(stored, asked, () => ids.shift() ?? newQuestionId());
  if (!merged) throw unknownQuestion();
  return JSON.stringify(merged);
}

const iso = (instant: Date | string | null) => (instant ? new Date(instant).toISOString() : null);

/** The settings as stored on the row. */
export function storedSettings(row: EventRow): RegistrationSettings {
  return {
    approval: Boolean(row.approval),
    opensAt: iso(row.registration_opens_at),
    closesAt: iso(row.registration_closes_at),
    claimHours: row.claim_hours,
    allocation: row.allocation,
    drawAt: iso(row.draw_at),
    selfCheckIn: Boolean(row.self_check_in),
  };
}

/** The settings after the input: each field given replaces the stored one (null clears it). */
export function withInput(settings: RegistrationSettings, input: SettingsInput): RegistrationSettings {
  const given = <T>(value: T | undefined, stored: T) => (value === undefined ? stored : value);
  return {
    approval: input.approval ?? settings.approval,
    opensAt: given(input.registrationOpensAt, settings.opensAt),
    closesAt: given(input.registrationClosesAt, settings.closesAt),
    claimHours: given(input.claimHours, settings.claimHours),
    allocation: input.allocation ?? settings.allocation,
    drawAt: given(input.drawAt, settings.drawAt),
    selfCheckIn: input.selfCheckIn ?? settings.selfCheckIn,
  };
}

export const DEFAULT_SETTINGS: RegistrationSettings = {
  approval: false, opensAt: null, closesAt: null, claimHours: null, allocation: 'first-come', drawAt: null, selfCheckIn: false,
};

/** 400 with the field and message when the settings do not hold together for an event starting at `startsAt`. */
export function assertCoherent(settings: RegistrationSettings, startsAt: string | Date): void {
  const problem = registrationSettingsProblem(settings, startsAt);
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
}

const sameInstant = (a: string | null, b: string | null) => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));

/**
 * The 409s of an edit, judged on the locked row: once drawn, neither the allocation nor
 * the draw time may change (the published draw would no longer be the one held); once
 * anyone registered, entered or waits, the allocation may not change (their places were
 * decided by it). Sending the stored values again is no change.
 */
export function assertChangeAllowed(row: EventRow, before: RegistrationSettings, after: RegistrationSettings): void {
  const allocationChanges = after.allocation !== before.allocation;
  if (row.drawn_at && (allocationChanges || !sameInstant(after.drawAt, before.drawAt))) throw conflict(MSG.drawHeld, 'DRAW_HELD');
  // Declined registrations hold nothing, so they do not count.
  const taken = row.registrations_count + row.waitlisted_count + row.pending_count + row.entered_count;
  if (allocationChanges && taken > 0) throw conflict(MSG.allocationLocked, 'ALLOCATION_LOCKED');
}

/**
 * Once any registration of the event holds answers, a question keeps whether it is
 * sensitive: the answers already given are stored by it (sealed apart or not), so changing
 * it would leave them where the new rule does not look (409; a new question may be
 * sensitive). A declined registration's answers count as much as a seat holder's: they
 * are kept, and read, until erased; the event's counters leave them out, so the caller
 * asks the registrations themselves (`answered`).
 */
export function assertSensitivityKept(row: EventRow, after: readonly StoredQuestion[], answered: boolean): void {
  if (!answered) return;
  const was = new Map(parseStoredQuestions(row.questions).map((q) => [q.id, isSensitive(q)]));
  if (after.some((q) => was.has(q.id) && was.get(q.id) !== isSensitive(q))) throw conflict(MSG.sensitiveLocked, 'SENSITIVE_LOCKED');
}

/**
 * An edit's settings as the row's columns, judged on the locked row against the event's
 * new start: 400 for an unknown question, then the 409s, then 400 for settings that do not
 * hold together. `answered`: whether any registration of the event holds answers
 * (eventHoldsAnswers); not said, they are taken to.
 */
export function editedSettingsColumns(row: EventRow, input: SettingsInput, startsAt: string, dialect: Dialect, ids: QuestionIds = {}, answered = true) {
  const questions = input.questions === undefined ? undefined : editedQuestions(parseStoredQuestions(row.questions), input.questions, ids);
  const before = storedSettings(row);
  const after = withInput(before, input);
  // A change that can no longer be made is said first: fixing the rest would not help.
  assertChangeAllowed(row, before, after);
  if (questions !== undefined) assertSensitivityKept(row, parseStoredQuestions(questions), answered);
  assertCoherent(after, startsAt);
  return { ...(questions !== undefined && { questions }), ...settingsColumns(after, dialect, row.door_secret) };
}

/**
 * The row's columns for the settings (booleans are 1/0 on SQLite). The door codes' key is
 * made when self check-in is turned on and kept while it stays on; turned off, it goes, so
 * turning it on again never revives a code photographed before.
 */
export function settingsColumns(settings: RegistrationSettings, dialect: Dialect, doorSecret: string | null = null) {
  return {
    self_check_in: dialect === 'sqlite' ? Number(settings.selfCheckIn) : settings.selfCheckIn,
    door_secret: settings.selfCheckIn ? (doorSecret ?? newDoorSecret()) : null,
    approval: dialect === 'sqlite' ? Number(settings.approval) : settings.approval,
    registration_opens_at: settings.opensAt,
    registration_closes_at: settings.closesAt,
    claim_hours: settings.claimHours,
    allocation: settings.allocation,
    draw_at: settings.drawAt,
  };
}

const shift = (instant: string | null, ms: number) => (instant ? new Date(Date.parse(instant) + ms).toISOString() : null);

/**
 * The settings for another date of a series, `ms` later than the one they were given
 * for: the window and the draw keep their distance to the start, so each date opens,
 * closes and draws as long before it as the first does.
 */
export function shiftedSettings(settings: RegistrationSettings, ms: number): RegistrationSettings {
  return { ...settings, opensAt: shift(settings.opensAt, ms), closesAt: shift(settings.closesAt, ms), drawAt: shift(settings.drawAt, ms) };
}

/** Same, for the instants of an edit's input (a field left out stays left out). */
export function shiftedInput<T extends SettingsInput>(input: T, ms: number): T {
  const move = (instant: string | null | undefined) => (instant ? shift(instant, ms) : instant);
  return {
    ...input,
    ...(input.registrationOpensAt !== undefined && { registrationOpensAt: move(input.registrationOpensAt) }),
    ...(input.registrationClosesAt !== undefined && { registrationClosesAt: move(input.registrationClosesAt) }),
    ...(input.drawAt !== undefined && { drawAt: move(input.drawAt) }),
  };
}
