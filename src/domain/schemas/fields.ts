import { z } from 'zod';
import { MSG } from '../messages.ts';

/** Password policy (SPEC.md §5, issue 6): at least 6, at most 128 characters. */
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
 * The field rules of issue 15: one rule per field, for every form that has the field
 * (sign-up, profile, registration, registration edit), in the browser and on the server.
 */

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

// ── Semester ──────────────────────────────────────────────────────────────────────

export const SEMESTER_MIN = 1;
export const SEMESTER_MAX = 8;
/** The semester field's hint on the forms. */
export const SEMESTER_HINT = `A number from ${SEMESTER_MIN} to ${SEMESTER_MAX}`;

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
      // Only plain digits count as a number: not "3.0", "1e0", "0x3" or "+3".
      if (typeof value === 'string') return /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
      return value;
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

/** E.164 allows at most 15 digits; fewer than 7 is no reachable number anywhere. */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;
/** Room for 15 digits and their separators. */
export const PHONE_MAX_LENGTH = 30;
/** Digits with an optional leading +; spaces, hyphens, dots and parentheses between them. */
const PHONE_CHARACTERS = /^\+?[\d(](?:[\d ().-]*[\d)])?$/;

/** Whether `text` (trimmed) is a phone number of a real length: 7 to 15 digits, written as people write them. */
export function isPhoneNumber(text: string): boolean {
  if (text.length > PHONE_MAX_LENGTH || !PHONE_CHARACTERS.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

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
 * The default USN pattern (the USN_PATTERN setting changes it per campus): 3 to 20
 * letters, digits and hyphens, at least one of them a digit ("abc" is no USN).
 */
export const DEFAULT_USN_PATTERN = '^(?=.*\\d)[A-Za-z0-9-]{3,20}$';
export const USN_MAX = 20;
/**
 * Always, whatever the campus pattern: a USN is part of registration ids (event id + '_'
 * + USN) and of addresses (/{usn}/profile), so never '_', '/', spaces or anything else.
 */
const USN_SAFE = /^[A-Za-z0-9-]+$/;
/** The USN field's hint on the forms. */
export const USN_HINT = 'As on your ID card, e.g. 1RV22CS001';

/**
 * The campus pattern as a RegExp. The whole USN must match (the pattern is anchored),
 * ignoring case, as Quad treats USNs everywhere (unique regardless of case). Throws a
 * SyntaxError for a pattern that is no regular expression (config.ts checks at start-up).
 */
export function usnRegExp(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`, 'i');
}

const compiled = new Map<string, RegExp>();
function usnRule(pattern: string): RegExp {
  let rule = compiled.get(pattern);
  if (!rule) compiled.set(pattern, (rule = usnRegExp(pattern)));
  return rule;
}

/** Whether `usn` (trimmed) is a USN: the safe characters, at most 20, and the campus `pattern`. */
export function isUsn(usn: string, pattern: string = DEFAULT_USN_PATTERN): boolean {
  return usn.length <= USN_MAX && USN_SAFE.test(usn) && usnRule(pattern).test(usn);
}

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
