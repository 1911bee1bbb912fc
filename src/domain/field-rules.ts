/**
 * The field rules, without zod: what a semester, a phone number and a USN
 * are. The forms' schemas (schemas/fields.ts) are built on them, and the one-tap register
 * (web/registrations/registrations/useRegisterAction.ts, in the home page's first download, which
 * carries no form library) judges a profile with them.
 */

// ── Semester ──────────────────────────────────────────────────────────────────────

export const SEMESTER_MIN = 1;
export const SEMESTER_MAX = 8;
/** The semester field's hint on the forms. */
export const SEMESTER_HINT = `A number from ${SEMESTER_MIN} to ${SEMESTER_MAX}`;

/** A semester as given: the number 3, or the text "3" (plain digits only: not "3.0", "1e0", "0x3" or "+3"); NaN for other text. */
export function semesterNumber(value: string | number): number {
  if (typeof value === 'string') return /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  return value;
}

/** Whether `value` is a semester: a whole number from 1 to 8 (SPEC.md §5). */
export function isSemester(value: string | number): boolean {
  const n = semesterNumber(value);
  return Number.isInteger(n) && n >= SEMESTER_MIN && n <= SEMESTER_MAX;
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

// ── A profile as a registration ───────────────────────────────────────────────────

/**
 * The registration a student's profile makes, when each of its details passes the rules
 * above (one-tap registering); null when one is missing or refused, and the
 * registration form opens instead. The server judges the registration again.
 */
export function registrationFromProfile(
  profile: { name: string; email: string; usn?: string | null; semester?: string | null },
  usnPattern: string = DEFAULT_USN_PATTERN,
): { name: string; email: string; usn: string; semester: string } | null {
  const name = profile.name.trim();
  const usn = profile.usn?.trim() ?? '';
  const semester = profile.semester?.trim() ?? '';
  if (!name || !profile.email || !isUsn(usn, usnPattern) || !isSemester(semester)) return null;
  return { name, email: profile.email, usn, semester: String(semesterNumber(semester)) };
}
