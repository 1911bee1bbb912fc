import type { Db, Trx } from '../../infrastructure/db/connection.ts';
import type { Insertable, NotNull } from 'kysely';
import type { AnnouncementsTable, InboxItemsTable } from '../../infrastructure/db/schema.ts';

export async function countRecentAnnouncements(trx: Trx, eventId: string, since: string): Promise<number> {
  const row = await trx
    .selectFrom('announcements')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('event_id', '=', eventId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Who an announcement reaches: the event's registered students, and its waitlist when asked. */
export function listAnnouncementRecipients(trx: Trx, eventId: string, includeWaitlist: boolean) {
  return trx
    .selectFrom('registrations')
    .select(['student_id', 'name', 'email'])
    .where('event_id', '=', eventId)
    // A former participant (account deleted after the event) has no inbox or address left.
    .where('student_id', 'is not', null)
    .$narrowType<{ student_id: NotNull }>()
    .where('status', 'in', includeWaitlist ? ['registered', 'waitlisted'] : ['registered'])
    .orderBy('created_at')
    .execute();
}

export async function insertAnnouncement(trx: Trx, row: Insertable<AnnouncementsTable>): Promise<void> {
  await trx.insertInto('announcements').values(row).execute();
}

export async function insertInboxItems(trx: Trx, rows: Insertable<InboxItemsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await trx.insertInto('inbox_items').values(rows.slice(i, i + 200)).execute();
}

export function listEventAnnouncements(db: Db, eventId: string) {
  return db.selectFrom('announcements').selectAll().where('event_id', '=', eventId).orderBy('created_at', 'desc').limit(100).execute();
}

/** Each announcement's e-mails by state (their outbox rows carry its id as batch). */
export async function countDeliveryByAnnouncement(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { delivered: number; pending: number; failed: number }>();
  const rows = await db
    .selectFrom('outbox')
    .select(['batch_id', 'status', db.fn.countAll<number | string>().as('n')])
    .where('batch_id', 'in', ids)
    .groupBy(['batch_id', 'status'])
    .execute();
  const counts = new Map(ids.map((id) => [id, { delivered: 0, pending: 0, failed: 0 }]));
  for (const r of rows) {
    const c = counts.get(r.batch_id!);
    if (!c) continue;
    if (r.status === 'sent') c.delivered = Number(r.n);
    else if (r.status === 'pending') c.pending = Number(r.n);
    else c.failed = Number(r.n);
  }
  return counts;
}
