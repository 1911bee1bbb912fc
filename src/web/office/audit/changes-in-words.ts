import type { TFunction } from 'i18next';
import { translatorFor } from '../../../domain/i18n/messages-in.ts';
import { campusDay, campusWhen, eventWhen } from '../../../domain/event-when.ts';
import { displayTime } from '../../../domain/event-display.ts';
import { STATUS_KEYS, type RegistrationStatus } from '../../../domain/registration-status.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
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

type Say = (value: unknown, timeZone: string, t: TFunction, language: UiLanguage) => string;

const none = (t: TFunction) => t('office.audit.none.value');
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const quoted = (v: unknown, t: TFunction) => (typeof v === 'string' && v !== '' ? `“${v}”` : none(t));
const list = (v: unknown, t: TFunction) => (Array.isArray(v) && v.length ? v.map(String).join(', ') : none(t));
const questionLabels = (v: unknown) => (Array.isArray(v) ? v.map((q) => text((q as { label?: unknown })?.label)) : []);
const instant: Say = (v, zone, t, language) => (typeof v === 'string' ? eventWhen(v, zone, undefined, language) || none(t) : none(t));

/** Each field an edit records, by its API name: its label (a catalogue key) and how its values read. */
const FIELDS: Record<string, { label: string; say: Say }> = {
  name: { label: 'office.audit.field.name', say: (v, _z, t) => quoted(v, t) },
  venue: { label: 'office.audit.field.venue', say: (v, _z, t) => quoted(v, t) },
  type: { label: 'office.audit.field.type', say: (v, _z, t) => text(v) || none(t) },
  date: { label: 'office.audit.field.date', say: (v, _z, _t, language) => campusDay(text(v), language) },
  time: { label: 'office.audit.field.time', say: (v, _z, _t, language) => displayTime(text(v), language) },
  capacity: { label: 'office.audit.field.capacity', say: (v, _z, t) => (v === 0 ? t('office.audit.value.unlimited') : typeof v === 'number' ? String(v) : none(t)) },
  tags: { label: 'office.audit.field.tags', say: (v, _z, t) => list(v, t) },
  approval: { label: 'office.audit.field.approval', say: (v, _z, t) => (v ? t('office.audit.value.required') : t('office.audit.value.notRequired')) },
  registrationOpensAt: { label: 'office.audit.field.opens', say: instant },
  registrationClosesAt: { label: 'office.audit.field.closes', say: instant },
  drawAt: { label: 'office.audit.field.draw', say: instant },
  claimHours: { label: 'office.audit.field.claim', say: (v, _z, t) => (typeof v === 'number' ? t('office.audit.value.hours', { hours: v }) : none(t)) },
  allocation: {
    label: 'office.audit.field.seats',
    say: (v, _z, t) => (v === 'lottery' ? t('office.audit.value.lottery') : v === 'first-come' ? t('office.audit.value.firstCome') : text(v) || none(t)),
  },
  questions: { label: 'office.audit.field.questions', say: (v, _z, t) => list(questionLabels(v), t) },
  selfCheckIn: { label: 'office.audit.field.selfCheckIn', say: (v, _z, t) => (v ? t('office.audit.value.on') : t('office.audit.value.off')) },
};

/** One changed field in words; long or opaque values (description, image) say only what happened. */
function fieldInWords(field: string, change: unknown, timeZone: string, t: TFunction, language: UiLanguage): string {
  const { from, to } = (change && typeof change === 'object' ? change : {}) as { from?: unknown; to?: unknown };
  if (field === 'description') return t('office.audit.change.description');
  if (field === 'imageId') return !from ? t('office.audit.change.imageAdded') : !to ? t('office.audit.change.imageRemoved') : t('office.audit.change.imageReplaced');
  if (field === 'questions' && list(questionLabels(from), t) === list(questionLabels(to), t)) return t('office.audit.change.questionsEdited');
  const known = FIELDS[field];
  if (!known) return t('office.audit.change.other', { field });
  return t('office.audit.change.field', { label: t(known.label), from: known.say(from, timeZone, t, language), to: known.say(to, timeZone, t, language) });
}

/** The lines of an entry's "Changes" cell, in the page's language (`t` and `language`; English without them). */
export function changesInWords(
  entry: Pick<AuditEntryView, 'action' | 'changes'>,
  timeZone: string,
  t: TFunction = translatorFor('en'),
  language: UiLanguage = 'en',
): string[] {
  const c = entry.changes ?? {};
  switch (entry.action) {
    case 'event.edited':
      return Object.entries(c).map(([field, change]) => fieldInWords(field, change, timeZone, t, language));
    case 'event.created':
      return typeof c.date === 'string' ? [t('office.audit.change.on', { when: campusWhen(c.date, text(c.time), language) })] : [];
    case 'event.deleted': {
      const lines = typeof c.date === 'string' ? [t('office.audit.change.wasOn', { when: campusWhen(c.date, text(c.time), language) })] : [];
      if (typeof c.registrations === 'number') {
        lines.push(t('office.audit.change.counts', { registered: c.registrations, waitlisted: typeof c.waitlisted === 'number' ? c.waitlisted : 0 }));
      }
      return lines;
    }
    case 'registration.removed': {
      const status = Object.hasOwn(STATUS_KEYS, text(c.status)) ? t(STATUS_KEYS[c.status as RegistrationStatus]).toLowerCase() : '';
      return [`${text(c.name) || t('office.audit.change.aStudent')}${c.usn ? ` (${text(c.usn)})` : ''}${status ? `, ${status}` : ''}`];
    }
    case 'event.rejected':
      return typeof c.reason === 'string' && c.reason ? [t('office.audit.change.reason', { reason: c.reason })] : [];
    default:
      return [];
  }
}
