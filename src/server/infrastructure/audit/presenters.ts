import type { AuditEntryView } from '../../../domain/responses/audit.ts';
import { toIso } from '../db/time.ts';
import type { AuditRow } from './queries.ts';

function parsedChanges(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** An entry as the API shows it: only these fields leave the server. */
export function presentAuditEntry(row: AuditRow): AuditEntryView {
  return {
    id: row.id,
    at: toIso(row.at),
    action: row.action as AuditEntryView['action'],
    actor: { id: row.actor_id, name: row.actor_name, email: row.actor_email, ...(row.token_name ? { token: row.token_name } : {}) },
    organizer: { id: row.organizer_id, name: row.organizer_name ?? null },
    eventId: row.event_id,
    eventName: row.event_name,
    changes: parsedChanges(row.changes),
  };
}
