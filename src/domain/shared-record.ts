import type { ClubRole } from './policy/actor.ts';
import type { Involvement } from './responses/attendance.ts';
import type { TermTotal } from './involvement.ts';

/**
 * The shared involvement record: the parts of a student's record they chose
 * to share, as one signed document. Pure, so the server, the tests and anyone checking a
 * copy build and read it the same way.
 */

export const RECORD_PARTS = ['events', 'hours', 'clubs', 'roles', 'feedback'] as const;
export type RecordPart = (typeof RECORD_PARTS)[number];
export type RecordParts = Record<RecordPart, boolean>;

/** How many links a student may have open at once: enough for every application, few enough to keep track of. */
export const MAX_RECORD_LINKS = 20;

export interface SharedEvent {
  name: string;
  date: string;
  time: string;
  club: string;
  /** Only when hours are shared; null: the event had no end time. */
  hours?: number | null;
}

export interface SharedRecord {
  /** The document's format, so a verifier knows what to expect. */
  version: 1;
  linkId: string;
  issuer: { name: string; url: string };
  student: { name: string };
  include: RecordPart[];
  issuedAt: string;
  events?: SharedEvent[];
  hours?: { total: number; terms: TermTotal[] };
  clubs?: string[];
  roles?: { club: string; role: ClubRole }[];
  feedbackGiven?: number;
}

export const includedParts = (parts: RecordParts): RecordPart[] => RECORD_PARTS.filter((p) => parts[p]);

/** The chosen parts of `record`, and nothing else: what a shared link shows and its signature covers. */
export function snapshotOf(
  record: Involvement,
  parts: RecordParts,
  meta: { linkId: string; studentName: string; issuedAt: string; issuer: { name: string; url: string } },
): SharedRecord {
  const shared: SharedRecord = {
    version: 1,
    linkId: meta.linkId,
    issuer: meta.issuer,
    student: { name: meta.studentName },
    include: includedParts(parts),
    issuedAt: meta.issuedAt,
  };
  if (parts.events) {
    shared.events = record.attended.map((e) => ({
      name: e.name, date: e.date, time: e.time, club: e.organizer.name, ...(parts.hours && { hours: e.hours }),
    }));
  }
  if (parts.hours) shared.hours = { total: record.totalHours, terms: record.terms };
  if (parts.clubs) shared.clubs = record.clubsFollowed.map((c) => c.name);
  if (parts.roles) shared.roles = record.roles.map((r) => ({ club: r.name, role: r.role }));
  if (parts.feedback) shared.feedbackGiven = record.feedbackGiven;
  return shared;
}

/**
 * JSON with object keys sorted and no spaces: the one spelling of a value that is signed,
 * so a copy re-saved by any tool that keeps the data verifies, and any changed datum does not.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    // undefined, functions and symbols have no JSON spelling: as JSON.stringify does in arrays.
    return text === undefined ? 'null' : text;
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
