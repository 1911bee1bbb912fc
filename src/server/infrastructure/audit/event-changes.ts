import { activeQuestions, parseStoredQuestions } from '../../../domain/questions.ts';
import type { AuditedEvent } from './queries.ts';

/**
 * An edit's `changes` for the audit log: `{field: {from, to}}` of the fields whose stored
 * value differs between the row before and the row after. Fields are named as the API
 * names them, and values are normalized so that both databases give the same entry
 * (a boolean rather than 0/1, an ISO instant rather than a Date, parsed JSON).
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function parsedTags(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}

/** What an organizer asks, in order; removed questions (kept for their answers) are no longer asked. */
const askedQuestions = (json: string) =>
  activeQuestions(parseStoredQuestions(json)).map((q) => ({ label: q.label, kind: q.kind, required: q.required, ...(q.options?.length ? { options: q.options } : {}) }));

/** Each audited field, by its API name, read from an events row. */
const FIELDS: Record<string, (row: AuditedEvent) => unknown> = {
  name: (r) => r.name,
  description: (r) => r.description,
  date: (r) => r.date,
  time: (r) => r.time,
  venue: (r) => r.venue,
  capacity: (r) => r.capacity,
  type: (r) => r.type,
  tags: (r) => parsedTags(r.tags),
  imageId: (r) => r.image_id,
  questions: (r) => askedQuestions(r.questions),
  approval: (r) => Boolean(r.approval),
  registrationOpensAt: (r) => iso(r.registration_opens_at),
  registrationClosesAt: (r) => iso(r.registration_closes_at),
  claimHours: (r) => r.claim_hours,
  allocation: (r) => r.allocation,
  drawAt: (r) => iso(r.draw_at),
  // Never its door key: the log is read by the office and the club's managers.
  selfCheckIn: (r) => Boolean(r.self_check_in),
};

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** The changed fields only; empty when the edit changed nothing. */
export function eventChanges(before: AuditedEvent, after: AuditedEvent): FieldChanges {
  const changes: FieldChanges = {};
  for (const [field, read] of Object.entries(FIELDS)) {
    const from = read(before);
    const to = read(after);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}
