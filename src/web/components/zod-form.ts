import { z } from 'zod';
import { describeIssues } from '../../domain/schemas/issues.ts';

// No `new Function` probe: under Quad's CSP (no 'unsafe-eval') zod's probe is reported
// as a CSP violation, which costs Lighthouse's best-practices score on every form page.
z.config({ jitless: true });

/**
 * Validates a Mantine form with the same zod schema the server uses, so the
 * browser and the server give the same messages.
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
