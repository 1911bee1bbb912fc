import { sql, type Insertable } from 'kysely';
import type { AuditScope } from '../../../domain/policy/audit.ts';
import type { AuditAction } from '../../../domain/schemas/audit.ts';
import type { Db, Trx } from '../db/connection.ts';
import type { AuditEntriesTable } from '../db/schema.ts';

export type NewAuditRow = Insertable<AuditEntriesTable>;

export async function insertAuditRows(trx: Trx, rows: NewAuditRow[]): Promise<void> {
  if (rows.length) await trx.insertInto('audit_entries').values(rows).execute();
}

/** The event columns an audit entry tells of: who owns it, what it is called, and every field an edit can change. */
const AUDITED_COLUMNS = [
  'id', 'organizer_id', 'series_id', 'name', 'description', 'date', 'time', 'venue', 'capacity', 'type', 'tags', 'image_id', 'questions',
  'approval', 'registration_opens_at', 'registration_closes_at', 'claim_hours', 'allocation', 'draw_at', 'registrations_count', 'waitlisted_count',
  'self_check_in',
] as const;

/** The events with these ids, as the audit log reads them (inside the changing transaction). */
export function listAuditedEvents(trx: Trx, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return trx.selectFrom('events').select(AUDITED_COLUMNS).where('id', 'in', ids).orderBy('starts_at').orderBy('id').execute();
}

/** The dates of a series, as above, soonest first. */
export function listAuditedSeries(trx: Trx, seriesId: string) {
  return trx.selectFrom('events').select(AUDITED_COLUMNS).where('series_id', '=', seriesId).orderBy('starts_at').orderBy('id').execute();
}

export type AuditedEvent = Awaited<ReturnType<typeof listAuditedEvents>>[number];

export interface AuditFilters {
  eventId?: string;
  /** An account id, or an address already in lower case. */
  actor?: string;
  organizerId?: string;
  action?: AuditAction;
  /** Entries strictly older than this one (newest first: by time, then id). */
  before?: { at: string; id: string };
}

/**
 * One page of the log, newest first, narrowed to what the scope may read whatever the
 * filters ask: a club asking for another club's event gets nothing, not that event.
 * One more row than `limit` tells whether there is a next page.
 */
export function listAuditRows(db: Db, scope: AuditScope, filters: AuditFilters, limit: number) {
  let query = db
    .selectFrom('audit_entries as a')
    .leftJoin('organizers as o', 'o.user_id', 'a.organizer_id')
    .selectAll('a')
    .select('o.name as organizer_name');
  if (scope !== 'all') query = scope.organizerIds.length ? query.where('a.organizer_id', 'in', scope.organizerIds) : query.where('a.id', 'is', null);
  if (filters.eventId) query = query.where('a.event_id', '=', filters.eventId);
  if (filters.organizerId) query = query.where('a.organizer_id', '=', filters.organizerId);
  if (filters.action) query = query.where('a.action', '=', filters.action);
  const actor = filters.actor;
  if (actor) query = query.where((eb) => eb.or([eb('a.actor_id', '=', actor), eb('a.actor_email', '=', actor.toLowerCase())]));
  const before = filters.before;
  if (before) {
    query = query.where((eb) => eb.or([eb('a.at', '<', before.at), eb.and([eb('a.at', '=', before.at), eb('a.id', '<', before.id)])]));
  }
  return query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(limit + 1).execute();
}

export type AuditRow = Awaited<ReturnType<typeof listAuditRows>>[number];

/** `%` and `_` typed are meant as themselves in a LIKE pattern (escaped with a backslash). */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The events of the log whose name (as the log has it, so deleted ones too) contains
 * `q`, ignoring case, most recently logged first; narrowed to the scope like the log.
 */
export function searchAuditedEvents(db: Db, scope: AuditScope, q: string, limit: number) {
  let query = db
    .selectFrom('audit_entries as a')
    .select(['a.event_id as id', sql<string>`max(a.event_name)`.as('name'), sql<string>`max(a.at)`.as('last_at')])
    .where(sql<boolean>`lower(a.event_name) like ${likePattern(q)} escape '\\'`)
    // Entries about no event (a takeover, an export, a retention run) name none to find.
    .where('a.event_id', '!=', '');
  if (scope !== 'all') query = scope.organizerIds.length ? query.where('a.organizer_id', 'in', scope.organizerIds) : query.where('a.id', 'is', null);
  return query.groupBy('a.event_id').orderBy(sql`max(a.at)`, 'desc').orderBy('a.event_id').limit(limit).execute();
}

/** Entries written by the person (their id or address). */
export async function renameAuditActor(trx: Trx, who: { id: string; email: string }, pseudonym: { name: string; email: string }): Promise<number> {
  const result = await trx
    .updateTable('audit_entries')
    .set({ actor_name: pseudonym.name, actor_email: pseudonym.email })
    .where((eb) => eb.or([eb('actor_id', '=', who.id), eb('actor_email', '=', who.email.toLowerCase())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Entries whose changes mention `text` (a USN, an id), for rewriting. */
export function listAuditChangesMentioning(trx: Trx, text: string) {
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return trx.selectFrom('audit_entries').select(['id', 'changes']).where(sql<string>`coalesce(changes, '')`, 'like', sql<string>`${like} escape '\\'`).execute();
}

export async function setAuditChanges(trx: Trx, id: string, changes: string): Promise<void> {
  await trx.updateTable('audit_entries').set({ changes }).where('id', '=', id).execute();
}
