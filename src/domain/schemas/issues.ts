import type { z } from 'zod';
import { MSG } from '../messages.ts';

/** "Fill all fields" messages win over others: say what is missing first. */
const FIRST = new Set<string>([MSG.fillAllFields, MSG.fillAllRequiredFields, MSG.fillOutAllFields]);

export interface FieldProblems {
  message: string;
  fields: Record<string, string>;
}

/** Turns zod issues into the API's error shape: one headline message, one message per field. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], fallback: string = MSG.invalidInput): FieldProblems {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  const messages = issues.map((i) => i.message);
  const message = messages.find((m) => FIRST.has(m)) ?? messages[0] ?? fallback;
  delete fields._;
  return { message, fields };
}
