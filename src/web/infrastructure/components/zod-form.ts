import { useState } from 'react';
import { z } from 'zod';
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
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success ? {} : describeIssues(result.error.issues).fields;
  };
}

/** The headline message for a failed form (e.g. 'Please fill all fields'). */
export function headline<S extends z.ZodType>(schema: S, values: unknown): string | null {
  const result = schema.safeParse(values);
  return result.success ? null : describeIssues(result.error.issues).message;
}

const isFilled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined);

/**
 * The problems of the values a form opens with, for the fields already filled in (the
 * form's `initialErrors`): an edit form opened on a stored semester "twelve" or phone "12"
 * says what is wrong at once, beside the value; blank fields wait for the person.
 */
export function filledFieldErrors<S extends z.ZodType>(schema: S, values: Record<string, unknown>): Record<string, string> {
  const errors = zodValidate(schema)(values);
  return Object.fromEntries(Object.entries(errors).filter(([path]) => isFilled(values[path])));
}

/** filledFieldErrors once, when the form opens (useForm reads `initialErrors` only then). */
export function useFilledFieldErrors<S extends z.ZodType>(schema: S, values: Record<string, unknown>): Record<string, string> {
  const [errors] = useState(() => filledFieldErrors(schema, values));
  return errors;
}
