import { z } from 'zod';
import { DEFAULT_USN_PATTERN, isPhoneNumber, isUsn, SEMESTER_MAX, SEMESTER_MIN, semesterNumber } from '../field-rules.ts';
import { MSG } from '../messages.ts';

// The rules themselves (no zod: the home page's one-tap register uses them too).
export * from '../field-rules.ts';

/** Password policy (SPEC.md §5): at least 6, at most 128 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** A required, trimmed text field; missing, wrong type or blank all give `message`. */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`);
}

export function emailField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .max(254, MSG.invalidEmail)
    .pipe(z.email(MSG.invalidEmail));
}

export function passwordField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN, MSG.passwordTooShort)
    .max(PASSWORD_MAX, MSG.passwordTooLong);
}

/*
 * The field rules: one rule per field, for every form that has the field
 * (sign-up, profile, registration, registration edit), in the browser and on the server.
 */

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

// ── Semester ──────────────────────────────────────────────────────────────────────

/**
 * Semester: a whole number from 1 to 8 (SPEC.md §5), as the number 3 or the text "3".
 * Blank or missing gives the form's `requiredMessage`; anything else ("twelve", 0, 9,
 * 2.5, "3.0") gives MSG.semesterRange. The value comes out as its plain text ("3"),
 * the form in which it is stored and answered (a text column; `semester: string`).
 */
export function semesterField(requiredMessage: string) {
  return z.preprocess(
    (value) => {
      if (isBlank(value)) return undefined;
      return typeof value === 'string' ? semesterNumber(value) : value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : MSG.semesterRange) })
      .int(MSG.semesterRange)
      .min(SEMESTER_MIN, MSG.semesterRange)
      .max(SEMESTER_MAX, MSG.semesterRange)
      .transform(String),
  );
}

// ── Phone ─────────────────────────────────────────────────────────────────────────

/** A number sent as a JSON number (9876543210) is read as its digits. */
const numberAsText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

/**
 * A required phone (students). Kept as typed, trimmed: people write numbers in their
 * local format ("080 2345 6789", "+91 98765 43210") and Quad only shows and exports
 * them, never dials or matches them, so rewriting would only lose that format.
 */
export function phoneField(requiredMessage: string) {
  return z.preprocess(
    numberAsText,
    z.string({ error: requiredMessage }).trim().min(1, requiredMessage).refine(isPhoneNumber, MSG.phoneInvalid),
  );
}

/** An optional phone (organizers): missing, null or blank is no phone; anything else must be a phone number. */
export function optionalPhoneField() {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : numberAsText(value)),
    z.string({ error: MSG.phoneInvalid }).trim().refine(isPhoneNumber, MSG.phoneInvalid).optional(),
  );
}

// ── USN ───────────────────────────────────────────────────────────────────────────

/**
 * A USN: required, and a USN by `isUsn` (MSG.usnInvalid otherwise). `ownUsn`, when
 * given, is accepted as it is stored, whatever the pattern: a registration's own USN
 * cannot change on its edit form, so one saved before today's rule must not block it.
 */
export function usnField(requiredMessage: string, pattern: string = DEFAULT_USN_PATTERN, ownUsn?: string) {
  const own = ownUsn?.trim().toUpperCase();
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((usn) => usn.toUpperCase() === own || isUsn(usn, pattern), MSG.usnInvalid);
}

/**
 * A schema factory that builds once per USN pattern: the server builds its schemas with
 * the configured pattern, the browser with the one GET /api/config gives (the default
 * until it is known); the same pattern gives the same schema object.
 */
export function perUsnPattern<T>(build: (usnPattern: string) => T): (usnPattern?: string) => T {
  const built = new Map<string, T>();
  return (usnPattern = DEFAULT_USN_PATTERN) => {
    let schema = built.get(usnPattern);
    if (schema === undefined) built.set(usnPattern, (schema = build(usnPattern)));
    return schema;
  };
}
