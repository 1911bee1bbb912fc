import { sql, type NotNull } from 'kysely';
import { deliveryFor } from '../../../domain/push.ts';
import { isSeatHolder, SEAT_HOLDER_STATUS, type RegistrationStatus } from '../../../domain/registration-status.ts';
import type { Db, Trx } from '../../infrastructure/db/connection.ts';
import type { TimedEventRow } from '../../infrastructure/outbox/event-fields.ts';

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

/** The event a reminder is for, with what its mail tells, while it still starts in (from, to]. */
export function findReminderEvent(db: Db, eventId: string, from: string, to: string): Promise<TimedEventRow | undefined> {
  return db
    .selectFrom('events as e')
    .leftJoin('organizers as o', 'o.user_id', 'e.organizer_id')
    .select(['e.id', 'e.name', 'e.description', 'e.venue', 'e.starts_at', 'e.date', 'e.time', 'e.end_time', 'o.name as organizer_name'])
    .where('e.id', '=', eventId)
    .where('e.starts_at', '>', from)
    .where('e.starts_at', '<=', to)
    .executeTakeFirst();
}

/** A registration of a page that the statement below leaves to the caller: the mail is routed in JavaScript. */
export interface RoutedReminderRow {
  id: string;
  student_id: string;
  event_id: string;
  name: string;
  email: string;
  usn: string;
  status: string;
  ticket_code: string;
  created_at: string;
}

/**
 * A reminder to a student with no device subscribed and no choice of their own is one
 * e-mail (domain/push.ts): those the page's statement queues itself. Were the default
 * ever to change, every row would be routed in JavaScript.
 */
const PLAIN_IS_ONE_MAIL = (() => {
  const way = deliveryFor('reminders', {}, false);
  return way.email && !way.push;
})();

export interface SetBasedPage {
  /** Registrations the page read (a full page means more may follow). */
  rows: number;
  /** The student id the next page starts after. */
  last: string | null;
  /** Reminders the statement claimed and queued. */
  queued: number;
  /** Seat holders who want reminders but have a device or a choice of their own: claimed and routed by the caller. */
  routed: RoutedReminderRow[];
}

/**
 * PostgreSQL: one page of an event's registrations claimed and queued in one statement,
 * atomic on its own. The same rows and rules as listReminderPage, claimReminders and
 * isReminderDue (a claim for each seat holder who wants reminders; a mail for each claim
 * made before the reminder's moment), and the mail's payload as the outbox's `add` writes
 * it. Nothing of the page travels to the server but those left to route: with six round
 * trips and the mails built in JavaScript, 20,000 due took 5.7 s and 0.68 s of the
 * server's CPU on their own; in one statement a page, 2.5 s and 0.16 s.
 */
export async function claimAndQueuePage(db: Db, page: {
  eventId: string;
  /** The lead's window: the event still starts in (from, to]. */
  from: string;
  to: string;
  afterStudentId: string;
  limit: number;
  kind: string;
  /** The lead: registrations made before the event's start less this get the reminder (isReminderDue). */
  leadMs: number;
  /** The event part of every mail of the page (timedEventFields). */
  event: unknown;
  /** The sweep's clock: the claims' time. */
  now: string;
  /** The mails' time (due at once), as the outbox's `add` writes it: the clock's, not the sweep's. */
  queuedAt: string;
  /** An id and Message-ID for each mail the page may queue (one per row). */
  identities: { id: string; messageId: string }[];
}): Promise<SetBasedPage> {
  const { rows } = await sql<{ rows: string; last: string | null; queued: string; routed: RoutedReminderRow[] }>`
    with page as (
      select r.id, r.student_id, r.event_id, r.name, r.email, r.usn, r.status, r.ticket_code, r.created_at, e.starts_at,
        r.status = ${SEAT_HOLDER_STATUS} and s.reminders as candidate,
        ${PLAIN_IS_ONE_MAIL} and s.notification_channels = '{}'
          and not exists (select 1 from push_subscriptions p where p.user_id = r.student_id) as plain
      from registrations r
      join events e on e.id = r.event_id
      join students s on s.user_id = r.student_id
      where r.event_id = ${page.eventId} and r.student_id > ${page.afterStudentId}
        and e.starts_at > ${page.from}::timestamptz and e.starts_at <= ${page.to}::timestamptz
      order by r.student_id
      limit ${page.limit}
    ),
    claimed as (
      insert into reminders_sent (registration_id, kind, created_at)
      select id, ${page.kind}::text, ${page.now}::timestamptz from page where candidate and plain
      on conflict do nothing
      returning registration_id
    ),
    due as (
      select p.*, row_number() over (order by p.student_id) as n
      from page p join claimed c on c.registration_id = p.id
      where p.created_at < p.starts_at - ${page.leadMs}::integer * interval '1 millisecond'
    ),
    queued as (
      insert into outbox (id, message_id, kind, recipient, user_id, event_id, payload, status, attempts, next_attempt_at, created_at)
      select i.id, i.message_id, 'reminder', d.email, d.student_id, d.event_id,
        json_build_object(
          'lead', ${page.kind}::text,
          'registration', json_build_object('name', d.name, 'email', d.email, 'usn', d.usn, 'status', d.status, 'ticket_code', d.ticket_code),
          'event', ${JSON.stringify(page.event)}::json
        )::text,
        'pending', 0, ${page.queuedAt}::timestamptz, ${page.queuedAt}::timestamptz
      from due d
      join unnest(${page.identities.map((i) => i.id)}::text[], ${page.identities.map((i) => i.messageId)}::text[]) with ordinality as i(id, message_id, n) on i.n = d.n
      returning 1
    )
    select
      (select count(*) from page) as rows,
      (select max(student_id) from page) as last,
      (select count(*) from queued) as queued,
      coalesce((
        select json_agg(json_build_object('id', id, 'student_id', student_id, 'event_id', event_id, 'name', name, 'email', email, 'usn', usn,
          'status', status, 'ticket_code', ticket_code, 'created_at', created_at) order by student_id)
        from page where candidate and not plain
      ), '[]') as routed
  `.execute(db);
  const row = rows[0]!;
  return { rows: Number(row.rows), last: row.last, queued: Number(row.queued), routed: row.routed };
}
