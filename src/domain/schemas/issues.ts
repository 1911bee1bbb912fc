import type { z } from 'zod';
import { MSG } from '../messages.ts';

/** "Fill all fields" messages win over others: say what is missing first. */
const FIRST = new Set<string>([MSG.fillAllFields, MSG.fillAllRequiredFields, MSG.fillOutAllFields]);

/** A field's own "is required" message → the form-level summary it stands for. */
const SUMMARY_OF = new Map<string, string>();

/**
 * "Venue is required": what an empty field says beside itself, naming it, while the
 * answer's headline stays `summary` (API.md's `400 Please fill all fields`). One summary
 * per message: a second, different one for the same message is a programming error.
 */
export function requiredMessage(label: string, summary: string): string {
  const message = `${label} is required`;
  const known = SUMMARY_OF.get(message);
  if (known !== undefined && known !== summary) throw new Error(`"${message}" already stands for "${known}"`);
  SUMMARY_OF.set(message, summary);
  return message;
}

export interface FieldProblems {
  message: string;
  fields: Record<string, string>;
}

/**
 * Turns zod issues into the API's error shape: one headline message, one message per
 * field. A field's "is required" message (requiredMessage) counts as its summary.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], fallback: string = MSG.invalidInput): FieldProblems {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  const messages = issues.map((i) => SUMMARY_OF.get(i.message) ?? i.message);
  const message = messages.find((m) => FIRST.has(m)) ?? messages[0] ?? fallback;
  delete fields._;
  return { message, fields };
}
