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

/** Like requiredText, but a number is accepted and kept as its text (semester "3"). */
export function requiredTextOrNumber(message: string, max = 40) {
  return z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    requiredText(message, max),
  );
}

/** An optional text field: missing, null or blank become undefined; a number is kept as its text. */
export function optionalText(max = 200) {
  return z.preprocess(
    (value) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    },
    z.string().trim().max(max, `Must be at most ${max} characters`).optional(),
  );
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

export const USN_PATTERN = /^[A-Za-z0-9-]+$/;
export const usnCharacters = 'USN may contain only letters, digits and hyphens';

/** A USN: required, letters, digits and hyphens only (it appears in addresses and registration ids). */
export function usnField(requiredMessage: string) {
  return requiredText(requiredMessage, 20).refine((v) => USN_PATTERN.test(v), usnCharacters);
}
