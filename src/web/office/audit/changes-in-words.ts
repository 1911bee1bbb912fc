import type { TFunction } from 'i18next';
import { translatorFor } from '../../../domain/i18n/messages-in.ts';
import { campusDay, campusWhen, eventWhen } from '../../../domain/event-when.ts';
import { displayTime } from '../../../domain/event-display.ts';
import { STATUS_LABELS, type RegistrationStatus } from '../../../domain/registration-status.ts';
import type { AuditEntryView } from '../../../domain/responses/audit.ts';
import type { AuditAction } from '../../../domain/audit-actions.ts';

// The audit log in words: what was done, and the values it changed
// ("Capacity 50 → 80"). Entries are the server's, but written by older and newer versions
// alike: every value is checked for its type, and a field this version does not know is
// still said to have changed.

/** Each action's name (catalogue keys). */
export const ACTION_LABELS = {
  'event.created': 'office.audit.action.created',
  'event.edited': 'office.audit.action.edited',
  'event.deleted': 'office.audit.action.deleted',
  'event.approved': 'office.audit.action.approved',
  'event.rejected': 'office.audit.action.rejected',
  'registration.removed': 'office.audit.action.registrationRemoved',
  'club.taken-over': 'office.audit.action.takenOver',
  'account.exported': 'office.audit.action.exported',
  'retention.swept': 'office.audit.action.swept',
  'registrations.exported-sensitive': 'office.audit.action.exportedSensitive',
} as const satisfies Record<AuditAction, string>;

/** The action in the page's language (`t`; English without one); one this version does not know is shown as stored. */
export const actionInWords = (action: string, t: TFunction = translatorFor('en')): string =>
  Object.hasOwn(ACTION_LABELS, action) ? t(ACTION_LABELS[action as AuditAction]) : action;

const NONE = 'none';
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const quoted = (v: unknown) => (typeof v === 'string' && v !== '' ? `“${v}”` : NONE);
const list = (v: unknown) => (Array.isArray(v) && v.length ? v.map(String).join(', ') : NONE);
const questionLabels = (v: unknown) => (Array.isArray(v) ? v.map((q) => text((q as { label?: unknown })?.label)) : []);

type Say = (value: unknown, timeZone: string) => string;

/** Each field an edit records, by its API name: its label and how its values read. */
const FIELDS: Record<string, { label: string; say: Say }> = {
  name: { label: 'Name', say: quoted },
  venue: { label: 'Venue', say: quoted },
  type: { label: 'Type', say: (v) => text(v) || NONE },
  date: { label: 'Date', say: (v) => campusDay(text(v)) },
  time: { label: 'Time', say: (v) => displayTime(text(v)) },
  capacity: { label: 'Capacity', say: (v) => (v === 0 ? 'unlimited' : typeof v === 'number' ? String(v) : NONE) },
  tags: { label: 'Tags', say: list },
  approval: { label: 'Approval', say: (v) => (v ? 'required' : 'not required') },
  registrationOpensAt: { label: 'Registration opens', say: (v, zone) => (typeof v === 'string' ? eventWhen(v, zone) || NONE : NONE) },
  registrationClosesAt: { label: 'Registration closes', say: (v, zone) => (typeof v === 'string' ? eventWhen(v, zone) || NONE : NONE) },
  drawAt: { label: 'Draw', say: (v, zone) => (typeof v === 'string' ? eventWhen(v, zone) || NONE : NONE) },
  claimHours: { label: 'Claim window', say: (v) => (typeof v === 'number' ? `${v} h` : NONE) },
  allocation: { label: 'Seats', say: (v) => (v === 'lottery' ? 'by lottery' : v === 'first-come' ? 'first come, first served' : text(v) || NONE) },
  questions: { label: 'Questions', say: (v) => list(questionLabels(v)) },
  selfCheckIn: { label: 'Self check-in', say: (v) => (v ? 'on' : 'off') },
};

/** One changed field in words; long or opaque values (description, image) say only what happened. */
function fieldInWords(field: string, change: unknown, timeZone: string): string {
  const { from, to } = (change && typeof change === 'object' ? change : {}) as { from?: unknown; to?: unknown };
  if (field === 'description') return 'Description changed';
  if (field === 'imageId') return !from ? 'Image added' : !to ? 'Image removed' : 'Image replaced';
  if (field === 'questions' && list(questionLabels(from)) === list(questionLabels(to))) return 'Questions edited';
  const known = FIELDS[field];
  if (!known) return `${field} changed`;
  return `${known.label} ${known.say(from, timeZone)} → ${known.say(to, timeZone)}`;
}

/** The lines of an entry's "Changes" cell. */
export function changesInWords(entry: Pick<AuditEntryView, 'action' | 'changes'>, timeZone: string): string[] {
  const c = entry.changes ?? {};
  switch (entry.action) {
    case 'event.edited':
      return Object.entries(c).map(([field, change]) => fieldInWords(field, change, timeZone));
    case 'event.created':
      return typeof c.date === 'string' ? [`On ${campusWhen(c.date, text(c.time))}`] : [];
    case 'event.deleted': {
      const lines = typeof c.date === 'string' ? [`Was on ${campusWhen(c.date, text(c.time))}`] : [];
      if (typeof c.registrations === 'number') lines.push(`${c.registrations} registered, ${typeof c.waitlisted === 'number' ? c.waitlisted : 0} waitlisted`);
      return lines;
    }
    case 'registration.removed': {
      const status = Object.hasOwn(STATUS_LABELS, text(c.status)) ? STATUS_LABELS[c.status as RegistrationStatus].toLowerCase() : '';
      return [`${text(c.name) || 'A student'}${c.usn ? ` (${text(c.usn)})` : ''}${status ? `, ${status}` : ''}`];
    }
    case 'event.rejected':
      return typeof c.reason === 'string' && c.reason ? [`Reason: ${c.reason}`] : [];
    default:
      return [];
  }
}
