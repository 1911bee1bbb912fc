import { useState } from 'react';
import { z } from 'zod';
import { translateMessage } from '../../../domain/i18n/messages-in.ts';
import { PSEUDO_LANGUAGE, type UiLanguage } from '../../../domain/i18n/languages.ts';
import { describeIssues } from '../../../domain/schemas/issues.ts';

// No `new Function` probe: under Quad's CSP (no 'unsafe-eval') zod's probe is reported
// as a CSP violation, which costs Lighthouse's best-practices score on every form page.
z.config({ jitless: true });

/**
 * Validates a Mantine form with the same zod schema the server uses, so the
 * browser and the server give the same messages. On submit, not on blur: an error
 * appearing under a field as it loses focus moves the button under the pointer, and
 * the click that caused the blur misses it.
 */
export function zodValidate<S extends z.ZodType>(schema: S, language: UiLanguage = 'en') {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    // The catalogue's messages in the page's language; a field's own detail stays as zod gave it.
    return Object.fromEntries(Object.entries(describeIssues(result.error.issues).fields).map(([path, message]) => [path, translateMessage(message, language, language === PSEUDO_LANGUAGE)]));
  };
}

/** The headline message for a failed form (e.g. 'Please fill all fields'), in `language`. */
export function headline<S extends z.ZodType>(schema: S, values: unknown, language: UiLanguage = 'en'): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : translateMessage(describeIssues(result.error.issues).message, language, language === PSEUDO_LANGUAGE);
}

const isFilled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined);

/**
 * The problems of the values a form opens with, for the fields already filled in (the
 * form's `initialErrors`): an edit form opened on a stored semester "twelve" or phone "12"
 * says what is wrong at once, beside the value; blank fields wait for the person.
 */
export function filledFieldErrors<S extends z.ZodType>(schema: S, values: Record<string, unknown>, language: UiLanguage = 'en'): Record<string, string> {
  const errors = zodValidate(schema, language)(values);
  return Object.fromEntries(Object.entries(errors).filter(([path]) => isFilled(values[path])));
}

/** filledFieldErrors once, when the form opens (useForm reads `initialErrors` only then). */
export function useFilledFieldErrors<S extends z.ZodType>(schema: S, values: Record<string, unknown>, language: UiLanguage = 'en'): Record<string, string> {
  const [errors] = useState(() => filledFieldErrors(schema, values, language));
  return errors;
}
