import type { NotNull } from 'kysely';
import { isSeatHolder, type RegistrationStatus } from '../../../domain/registration-status.ts';
import type { Db, Trx } from '../../infrastructure/db/connection.ts';

const EVENT_PAGE = 200;

/**
 * Ids of the events starting in (from, to], soonest first, a page at a time by the
 * keyset (starts_at, id) of the index events_starts_at: the sweep's outer walk.
 */
export async function* eventsStartingIn(db: Db, from: string, to: string, pageSize = EVENT_PAGE): AsyncGenerator<string> {
  // The last row's own start (a string on SQLite, a Date on PostgreSQL), not a
  // re-formatted one, so that the next page starts exactly after it.
  let after: [Date | string, string] | undefined;
  for (;;) {
    const page = await db
      .selectFrom('events')
      .select(['id', 'starts_at'])
      .where('starts_at', '>', from)
      .where('starts_at', '<=', to)
      .$if(after !== undefined, (q) => q.where((eb) => eb(eb.refTuple('starts_at', 'id'), '>', eb.tuple(after![0], after![1]))))
      .orderBy('starts_at')
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const e of page) yield e.id;
    const last = page.at(-1);
    if (page.length < pageSize || !last) return;
    after = [last.starts_at, last.id];
  }
}

/**
 * The next `limit` registrations of an event after `afterStudentId` (keyset by the
 * unique index on (event_id, student_id)), while the event still starts in (from, to];
 * with what the mail tells. Every row is read (`isCandidate` picks): filtered in SQL, a
 * statement would read on past every row left out to fill its page. Which reminders are
 * decided already is left to the claim (claimReminders): joined here, PostgreSQL planned
 * reminders_sent, filling up since its statistics were taken, as a table scan per row.
 */
export function listReminderPage(trx: Trx, eventId: string, from: string, to: string, afterStudentId: string, limit: number) {
  return trx
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .innerJoin('students as s', 's.user_id', 'r.student_id')
    .leftJoin('organizers as o', 'o.user_id', 'e.organizer_id')
    .select([
      'r.id', 'r.student_id', 'r.name', 'r.email', 'r.usn', 'r.status', 'r.ticket_code', 'r.created_at',
      'e.id as event_id', 'e.name as event_name', 'e.description', 'e.venue', 'e.starts_at', 'e.date', 'e.time', 'e.end_time', 'o.name as organizer_name',
      's.reminders',
    ])
    .where('r.event_id', '=', eventId)
    .where('r.student_id', '>', afterStudentId)
    .where('e.starts_at', '>', from)
    .where('e.starts_at', '<=', to)
    .orderBy('r.student_id')
    .limit(limit)
    // The join with students leaves out a former participant's row (no student).
    .$narrowType<{ student_id: NotNull }>()
    .execute();
}

/** A registered student who wants reminders. */
export const isCandidate = (row: { status: string; reminders: boolean | number }) =>
  isSeatHolder(row.status as RegistrationStatus) && Boolean(row.reminders);

/**
 * Claims the reminders: only the rows this call inserted are this sweep's to send; those
 * decided before, by this process or another, are skipped (by the primary key's index).
 */
export async function claimReminders(trx: Trx, kind: string, registrationIds: string[], now: string): Promise<Set<string>> {
  if (registrationIds.length === 0) return new Set();
  const rows = await trx
    .insertInto('reminders_sent')
    .values(registrationIds.map((id) => ({ registration_id: id, kind, created_at: now })))
    .onConflict((oc) => oc.columns(['registration_id', 'kind']).doNothing())
    .returning('registration_id')
    .execute();
  return new Set(rows.map((r) => r.registration_id));
}
