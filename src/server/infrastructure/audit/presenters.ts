import type { TFunction } from 'i18next';
import { FORMER_PARTICIPANT, formerParticipant } from '../../../domain/registration-status.ts';
import type { Say } from '../../../domain/i18n/languages.ts';
import type { AuditEntryView } from '../../../domain/responses/audit.ts';
import { toIso } from '../db/time.ts';
import type { AuditRow } from './queries.ts';
import { RETENTION_ACTOR } from './service.ts';

function parsedChanges(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// A deleted person's stand-in, as auditPseudonym (service.ts) stores it, anywhere in a text.
const PSEUDONYM = /Deleted account ([0-9a-f]{12})\b/g;

/**
 * The words the log stores in English, said in the reader's language: a deleted person's
 * stand-in ("Deleted account 3f2a…", its code kept), Quad's own sweep and a removed former
 * participant's name. The entries stay as written (no history is rewritten); anything else as stored.
 */
export function sayStored(text: string, t: Say): string {
  return text.replace(PSEUDONYM, (_, code: string) => t('mail:people.deletedAccountCode', { code }));
}

function sayChanges(value: unknown, t: TFunction): unknown {
  if (typeof value === 'string') return sayStored(value, t);
  if (Array.isArray(value)) return value.map((v) => sayChanges(v, t));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sayChanges(v, t)]));
  return value;
}

/**
 * An entry as the API shows it: only these fields leave the server. `t`: the reader's
 * language for the words the log stored in English; English (as stored) without it.
 */
export function presentAuditEntry(row: AuditRow, t?: TFunction): AuditEntryView {
  let changes = parsedChanges(row.changes);
  if (t && changes) {
    changes = sayChanges(changes, t) as Record<string, unknown>;
    if (row.action === 'registration.removed' && changes.name === FORMER_PARTICIPANT) changes.name = formerParticipant(t);
  }
  return {
    id: row.id,
    at: toIso(row.at),
    action: row.action as AuditEntryView['action'],
    actor: { id: row.actor_id, name: !t ? row.actor_name : row.actor_name === RETENTION_ACTOR && !row.actor_id ? t('mail:people.retentionActor') : sayStored(row.actor_name, t), email: row.actor_email, ...(row.token_name ? { token: row.token_name } : {}) },
    organizer: { id: row.organizer_id, name: row.organizer_name ?? null },
    eventId: row.event_id,
    eventName: row.event_name,
    changes,
  };
}
