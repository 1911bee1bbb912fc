import { createHmac } from 'node:crypto';
import type { AuditAction } from '../../../domain/schemas/audit.ts';
import { registrantName } from '../../../domain/registration-status.ts';
import type { Trx } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { nowIso } from '../db/time.ts';
import type { RegistrationRow } from '../db/schema.ts';
import { eventChanges } from './event-changes.ts';
import { insertAuditRows, listAuditChangesMentioning, listAuditedEvents, listAuditedSeries, renameAuditActor, setAuditChanges, type AuditedEvent } from './queries.ts';

/**
 * The audit log's writers. Each writes inside the caller's transaction, after
 * the change it tells of: the entry commits with the change, and a refused or rolled-back
 * change (a venue clash, a setting that does not hold) leaves none.
 */

/** Who did it: the signed-in account (the server's Viewer fits). */
export interface AuditActor {
  id: string;
  name: string;
  email: string;
  /** The API token the request came with, if any: the entry names it. */
  token?: { name: string } | null;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  event: Pick<AuditedEvent, 'id' | 'name' | 'organizer_id'>;
  changes?: Record<string, unknown> | null;
}

/** Writes entries in the caller's transaction (`trx`), all at the same instant. */
export async function recordAudit(trx: Trx, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const at = nowIso();
  await insertAuditRows(trx, [entries].flat().map(({ actor, action, event, changes }) => ({
    id: newId(16),
    at,
    actor_id: actor.id,
    actor_name: actor.name,
    // Addresses are compared ignoring case: kept in lower case, the filter can use its index.
    actor_email: actor.email.toLowerCase(),
    organizer_id: event.organizer_id,
    event_id: event.id,
    event_name: event.name,
    action,
    changes: changes ? JSON.stringify(changes) : null,
    token_name: actor.token?.name ?? null,
  })));
}

const when = (e: AuditedEvent) => ({ date: e.date, time: e.time });

/** 'event.created' for a new event, or for every date of a new series (read back as inserted). */
export async function auditEventsCreated(trx: Trx, actor: AuditActor, created: { eventId: string; seriesId?: string | null }): Promise<void> {
  const events = created.seriesId ? await listAuditedSeries(trx, created.seriesId) : await listAuditedEvents(trx, [created.eventId]);
  await recordAudit(trx, events.map((event) => ({ actor, action: 'event.created' as const, event, changes: when(event) })));
}

/** 'event.edited' with the fields the edit changed, read back after the update; none when it changed nothing. */
export async function auditEventEdited(trx: Trx, actor: AuditActor, before: AuditedEvent): Promise<void> {
  const [after] = await listAuditedEvents(trx, [before.id]);
  if (!after) return;
  const changes = eventChanges(before, after);
  if (Object.keys(changes).length) await recordAudit(trx, { actor, action: 'event.edited', event: after, changes });
}

/** 'event.deleted' for each event, read before the delete: its date and how many it had registered and waiting. */
export async function auditEventsDeleted(trx: Trx, actor: AuditActor, eventIds: readonly string[]): Promise<void> {
  const events = await listAuditedEvents(trx, eventIds);
  await recordAudit(trx, events.map((event) => ({
    actor, action: 'event.deleted' as const, event, changes: { ...when(event), registrations: event.registrations_count, waitlisted: event.waitlisted_count },
  })));
}

/** 'club.taken-over': the campus office made itself the owner of a club nobody could run (it concerns no event). */
export async function auditClubTakenOver(trx: Trx, actor: AuditActor, club: { organizerId: string; name: string }): Promise<void> {
  await recordAudit(trx, { actor, action: 'club.taken-over', event: { id: '', name: '', organizer_id: club.organizerId }, changes: { club: club.name } });
}

/**
 * 'registration.removed' when the club (or anyone acting for it) removed a student's
 * registration; a student cancelling their own is theirs to do and is not logged.
 */
export async function auditRegistrationRemoved(trx: Trx, actor: AuditActor, removed: Pick<RegistrationRow, 'id' | 'event_id' | 'student_id' | 'name' | 'usn' | 'status'>): Promise<void> {
  if (removed.student_id === actor.id) return;
  const [event] = await listAuditedEvents(trx, [removed.event_id]);
  if (!event) return;
  const changes = { registrationId: removed.id, name: registrantName(removed), usn: removed.usn, status: removed.status };
  await recordAudit(trx, { actor, action: 'registration.removed', event, changes });
}

/** An entry about an account rather than a club's event: the person's data exported, a retention sweep. */
export async function recordAccountAudit(trx: Trx, actor: AuditActor, action: AuditAction, changes: Record<string, unknown>): Promise<void> {
  await recordAudit(trx, { actor, action, event: { id: '', name: '', organizer_id: '' }, changes });
}

/** A stable stand-in for a deleted person: the same for every entry of theirs, never reversible without the secret. */
export function auditPseudonym(secret: string, userId: string): { name: string; email: string } {
  const code = createHmac('sha256', secret).update(`audit-pseudonym:${userId}`).digest('hex').slice(0, 12);
  return { name: `Deleted account ${code}`, email: `deleted-${code}@deleted.invalid` };
}

/**
 * Before an account goes: the log keeps what happened, naming the person by their
 * pseudonym instead of their name, address and USN (by them and about them alike).
 */
export async function pseudonymizeAuditEntries(
  trx: Trx,
  secret: string,
  person: { id: string; email: string; name: string; usn: string | null },
): Promise<number> {
  const pseudonym = auditPseudonym(secret, person.id);
  let changed = await renameAuditActor(trx, person, pseudonym);
  const mentions = new Set([person.id, ...(person.usn ? [person.usn] : [])]);
  for (const mention of mentions) {
    for (const entry of await listAuditChangesMentioning(trx, mention)) {
      const rewritten = entry.changes!.split(mention).join(pseudonym.name).split(JSON.stringify(person.name)).join(JSON.stringify(pseudonym.name));
      if (rewritten !== entry.changes) {
        await setAuditChanges(trx, entry.id, rewritten);
        changed++;
      }
    }
  }
  return changed;
}

/** The actor named on Quad's own entries (presenters.ts says it in the reader's language). */
export const RETENTION_ACTOR = 'Quad (retention schedule)';

/** An entry written by Quad itself (the retention sweep on its timer): no account acted. */
export async function recordSystemAudit(trx: Trx, action: AuditAction, changes: Record<string, unknown>): Promise<void> {
  await insertAuditRows(trx, [{
    id: newId(16), at: nowIso(), actor_id: null, actor_name: RETENTION_ACTOR, actor_email: '',
    organizer_id: '', event_id: '', event_name: '', action, changes: JSON.stringify(changes),
  }]);
}
