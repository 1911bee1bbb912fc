import { sql, type Insertable, type NotNull, type RawBuilder, type Updateable } from 'kysely';
import { countOf, SEAT_HOLDER_STATUS, STATUS_COUNTS, type RegistrationStatus, type StatusCount } from '../../../domain/registration-status.ts';
import type { Db, Dialect, Trx } from '../../infrastructure/db/connection.ts';
import type { EventRow, NewOutboxRow, NewRegistrationRow, RegistrationRow, RegistrationsTable, WebhookDeliveriesTable } from '../../infrastructure/db/schema.ts';
import { insertOutboxRows } from '../../infrastructure/outbox/queries.ts';
import { insertDeliveries } from '../../infrastructure/webhooks/queries.ts';
import { jsonInsertOf, oneOf } from '../../infrastructure/db/lists.ts';
import { containsPattern, lockEvent } from '../../events/events/queries.ts';

/** A registration with the few facts of its event that rules need (owner, start). */
export async function findRegistration(db: Db | Trx, id: string) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .selectAll('r')
    .select(['e.organizer_id', 'e.starts_at as event_starts_at', 'e.name as event_name', 'e.allocation as event_allocation'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}
export type RegistrationWithEvent = NonNullable<Awaited<ReturnType<typeof findRegistration>>>;

/**
 * The order of the manage list: those holding a seat, then those offered one, the
 * waitlist, those waiting for approval, lottery entrants, and the declined last.
 */
const STATUS_ORDER = sql<number>`case status when 'registered' then 0 when 'offered' then 1 when 'waitlisted' then 2 when 'pending' then 3 when 'entered' then 4 else 5 end`;

/**
 * An event's registrations in STATUS_ORDER, each status in its queue order (a drawn
 * waitlist's positions) then arrival. `q` matches name, USN, e-mail or any answer
 * (the stored answers' text), case-insensitive, its wildcards taken literally.
 */
export async function listEventRegistrations(db: Db, eventId: string, q?: string, byNameOnly = false) {
  let query = db.selectFrom('registrations').selectAll().where('event_id', '=', eventId);
  if (q) {
    const pattern = containsPattern(q);
    const matches = (column: 'name' | 'usn' | 'email' | 'answers') => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    // Door staff search by name and USN only: what they may not see, they may not probe.
    query = query.where((eb) => eb.or(byNameOnly ? [matches('name'), matches('usn')] : [matches('name'), matches('usn'), matches('email'), matches('answers')]));
  }
  return query.orderBy(STATUS_ORDER).orderBy(sql`coalesce(queue_position, 0)`).orderBy('created_at').orderBy('id').execute();
}

/** The students' profile facts their registrations are checked against, by user id (a group's). */
export async function findStudentProfiles(db: Db, userIds: string[]) {
  const rows = await db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 's.usn', 's.semester', 's.phone', 'u.name', 'u.email'])
    .where(oneOf(db, 's.user_id', userIds))
    .execute();
  return new Map(rows.map((r) => [r.user_id, r]));
}

/** The student's registration for the event (its id and status), if any. */
export function findRegistrationOf(db: Db, eventId: string, studentId: string) {
  return db.selectFrom('registrations').select(['id', 'status']).where('event_id', '=', eventId).where('student_id', '=', studentId).executeTakeFirst();
}

/** The registration row alone (no event facts). */
export function findRegistrationRow(db: Db, id: string): Promise<RegistrationRow | undefined> {
  return db.selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The registration a ticket code stands for, within one event. */
export function findRegistrationIdByTicket(db: Db, eventId: string, code: string) {
  return db.selectFrom('registrations').select('id').where('ticket_code', '=', code).where('event_id', '=', eventId).executeTakeFirst();
}

/** Every registration of the student (any event, any status). */
export function listStudentRegistrations(db: Db, studentId: string): Promise<RegistrationRow[]> {
  return db.selectFrom('registrations').selectAll().where('student_id', '=', studentId).execute();
}

/** The ratings the student gave, by event: what their past registrations show beside each event. */
export async function listStudentRatings(db: Db, studentId: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('feedback').select(['event_id', 'rating']).where('student_id', '=', studentId).execute();
  return new Map(rows.map((r) => [r.event_id, Number(r.rating)]));
}

/** The student's registrations by event id: the order in which their events are locked. */
export function listStudentRegistrationsByEvent(db: Db, studentId: string) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select(['r.id', 'r.event_id', 'e.starts_at as event_starts_at'])
    .where('r.student_id', '=', studentId)
    .orderBy('r.event_id')
    .execute();
}

/** The first `limit` waitlisted registrations of the event: in drawn order after a lottery, else in order of arrival. */
export function listEarliestWaitlisted(trx: Trx, eventId: string, limit: number): Promise<RegistrationRow[]> {
  return trx
    .selectFrom('registrations')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('status', '=', 'waitlisted')
    // An event's waitlist is all drawn (positions) or all first come (null): never mixed.
    .orderBy('queue_position')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Which of `studentIds` already have a registration for the event (a group's arrivals). */
async function findStudentsRegistered(trx: Trx, eventId: string, studentIds: string[]): Promise<Set<string>> {
  const rows = await trx.selectFrom('registrations').select('student_id').where('event_id', '=', eventId).where('student_id', 'in', studentIds).$narrowType<{ student_id: NotNull }>().execute();
  return new Set(rows.map((r) => r.student_id));
}

/** A group's new registrations, in one statement. */
async function insertRegistrations(trx: Trx, rows: NewRegistrationRow[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('registrations').values(rows).execute();
}

/** Moves the registrations to `status` (into places, onto offers, the waitlist…); an offer's deadline with it, else none. */
export async function markStatus(trx: Trx, ids: string[], status: RegistrationStatus, now: string, offerExpiresAt: string | null = null): Promise<void> {
  if (ids.length === 0) return;
  await trx.updateTable('registrations').set({ status, offer_expires_at: offerExpiresAt, updated_at: now }).where('id', 'in', ids).execute();
}

/** Its student's changes to the details (name, USN, semester, contact number) and answers (JSON, the sensitive ones sealed). */
export async function updateRegistrationDetails(
  db: Db | Trx,
  id: string,
  details: Pick<Updateable<RegistrationsTable>, 'name' | 'usn' | 'semester' | 'contact_no' | 'answers' | 'sensitive_answers' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('registrations').set(details).where('id', '=', id).execute();
}

/** Checks the registration in unless it already is: false when it was (or is gone). */
export async function markCheckedIn(db: Db | Trx, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('registrations')
    .set({ checked_in_at: now, updated_at: now })
    .where('id', '=', id)
    .where('checked_in_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Undoes a check-in: false when the registration was not checked in (or is gone). */
export async function clearCheckIn(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('registrations').set({ checked_in_at: null, updated_at: now }).where('id', '=', id).where('checked_in_at', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The registrations of one event holding these ticket codes or ids (a door device's scans). */
export function findScannedRegistrations(db: Db | Trx, eventId: string, codes: readonly string[], ids: readonly string[]) {
  if (codes.length === 0 && ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('registrations')
    .select(['id', 'student_id', 'ticket_code', 'status', 'name', 'usn', 'checked_in_at'])
    .where('event_id', '=', eventId)
    .where((eb) => eb.or([...(codes.length ? [eb('ticket_code', 'in', codes)] : []), ...(ids.length ? [eb('id', 'in', ids)] : [])]))
    .execute();
}
export type ScannedRegistration = Awaited<ReturnType<typeof findScannedRegistrations>>[number];

/**
 * Checks the registration in at `at` (an ISO instant, as stored), or moves its check-in back
 * to `at` when that is earlier; never forward. 'new' when it was not checked in, 'earlier'
 * when moved, null when it stands. Each is one conditional UPDATE, so a concurrent batch's
 * check-in of the same row is seen, not overwritten.
 */
export async function markCheckedInAt(trx: Trx, id: string, at: string, now: string): Promise<'new' | 'earlier' | null> {
  const set = { checked_in_at: at, updated_at: now };
  const fresh = await trx.updateTable('registrations').set(set).where('id', '=', id).where('checked_in_at', 'is', null).executeTakeFirst();
  if (Number(fresh.numUpdatedRows) > 0) return 'new';
  const moved = await trx.updateTable('registrations').set(set).where('id', '=', id).where('checked_in_at', '>', at).executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0 ? 'earlier' : null;
}

/** An event's seat holders with their ticket codes, hashed before they leave (the door device's copy). */
export function listSeatHolderTickets(db: Db, eventId: string) {
  return db
    .selectFrom('registrations')
    .select(['id', 'student_id', 'ticket_code', 'name', 'usn', 'checked_in_at'])
    .where('event_id', '=', eventId)
    .where('status', '=', SEAT_HOLDER_STATUS)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function deleteRegistrationRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('registrations').where('id', '=', id).execute();
}

/**
 * Empties a registration of everything that tells who made it, keeping what the event's
 * figures are made of (event, status, when it was made, the check-in, the lottery place)
 * and an offer's deadline (a seat on offer to nobody lapses as any other).
 * Its id (event id + USN) and ticket code are replaced; the reminders decided for it go
 * first, as they refer to the old id. False when another process changed it first.
 */
export async function eraseRegistrant(trx: Trx, id: string, replacement: { id: string; ticketCode: string; at: string }): Promise<boolean> {
  await trx.deleteFrom('reminders_sent').where('registration_id', '=', id).execute();
  const result = await trx
    .updateTable('registrations')
    .set({
      id: replacement.id, student_id: null, name: '', usn: '', email: '', semester: '', contact_no: null, answers: '{}', sensitive_answers: null,
      ticket_code: replacement.ticketCode, updated_at: replacement.at,
    })
    .where('id', '=', id)
    .where('student_id', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/*
 * The event row's counts: seats held (registered and offered), waitlisted, pending
 * approval, entered in a lottery. The registration lifecycle alone changes them, in
 * the transaction that changes the rows (src/domain/registration-status.ts countOf).
 */

export function readRegistrationCounts(trx: Trx, eventId: string) {
  return trx
    .selectFrom('events')
    .select(['registrations_count', 'waitlisted_count', 'pending_count', 'entered_count'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
}

/** `n` registrations moved from status `from` to `to` (null: arrived or left). */
export async function countMove(trx: Trx, eventId: string, from: RegistrationStatus | null, to: RegistrationStatus | null, n = 1): Promise<void> {
  const down = from ? countOf(from) : null;
  const up = to ? countOf(to) : null;
  if (down === up || n === 0) return;
  const set: Partial<Record<StatusCount, RawBuilder<number>>> = {};
  if (down) set[down] = sql<number>`${sql.ref(down)} - ${n}`;
  if (up) set[up] = sql<number>`${sql.ref(up)} + ${n}`;
  await trx.updateTable('events').set(set).where('id', '=', eventId).execute();
}

/** How much each count rises for a group's arrivals, `n` per status. */
function raisedCounts(arrived: Map<RegistrationStatus, number>) {
  const raise = new Map<StatusCount, number>();
  for (const [status, n] of arrived) {
    const column = countOf(status);
    if (column) raise.set(column, (raise.get(column) ?? 0) + n);
  }
  return raise;
}

/** A group's arrivals, `n` per status, and the time they were given (the next group's come after it): the event's columns to set. */
function arrivalCounts(arrived: Map<RegistrationStatus, number>, at: string) {
  const raise = raisedCounts(arrived);
  const set: Partial<Record<StatusCount, RawBuilder<number>>> = {};
  for (const [column, n] of raise) set[column] = sql<number>`${sql.ref(column)} + ${n}`;
  return { ...set, last_arrival_at: at };
}

/**
 * The event's row, locked, and which of `studentIds` already have a registration for it (a
 * group's arrivals). On PostgreSQL one statement: the lock is held from it to the commit,
 * and every round trip in that time is time the other processes' groups wait.
 */
export async function lockEventForArrivals(trx: Trx, dialect: Dialect, eventId: string, studentIds: string[]): Promise<{ event: EventRow | undefined; registered: Set<string> }> {
  if (dialect === 'sqlite') {
    const event = await lockEvent(trx, dialect, eventId);
    return { event, registered: event ? await findStudentsRegistered(trx, eventId, studentIds) : new Set() };
  }
  const row = await trx
    .selectFrom('events as e')
    .selectAll('e')
    .select((eb) =>
      eb
        .selectFrom('registrations as r')
        .select(sql<string[]>`coalesce(json_agg(r.student_id), '[]')`.as('ids'))
        .whereRef('r.event_id', '=', 'e.id')
        .where(oneOf(trx, 'r.student_id', studentIds))
        .as('registered_students'),
    )
    .where('e.id', '=', eventId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return { event: undefined, registered: new Set() };
  const { registered_students: registered, ...event } = row;
  return { event, registered: new Set(registered ?? []) };
}

/** Rows queued with a change (outbox.rowsFor): the webhook deliveries, and the outbox rows that carry them and the mails. */
export interface QueuedRows {
  outbox: NewOutboxRow[];
  deliveries: Insertable<WebhookDeliveriesTable>[];
}

/**
 * A group's arrivals written under the event's lock: their rows, the event's counts and
 * last arrival time, and their mails and webhook deliveries. On PostgreSQL one statement,
 * each insert a data-modifying CTE of the counts' update (the foreign keys are checked at
 * its end, so the deliveries are there for the rows that carry them): one round trip under
 * the lock instead of four. Its text is the same for every group (the rows go as JSON, every
 * count is raised, by 0 when none), so it is planned once per connection, not per group.
 * On SQLite, whose statements run in the process (and rows of mixed shapes anywhere), one each.
 */
export async function writeArrivals(trx: Trx, dialect: Dialect, eventId: string, rows: NewRegistrationRow[], arrived: Map<RegistrationStatus, number>, at: string, queued: QueuedRows): Promise<void> {
  if (dialect === 'postgres' && rows.length > 0) {
    const tables = [['arrived', 'registrations', rows], ['delivered', 'webhook_deliveries', queued.deliveries], ['queued', 'outbox', queued.outbox]] as const;
    const ctes = tables.filter(([, , some]) => some.length > 0).map(([name, table, some]) => ({ name, insert: jsonInsertOf(table, some) }));
    if (ctes.every((cte) => cte.insert)) {
      const raise = raisedCounts(arrived);
      await sql`
        with ${sql.join(ctes.map(({ name, insert }) => sql`${sql.id(name)} as (${insert})`))}
        update "events" set ${sql.join(STATUS_COUNTS.map((column) => sql`${sql.ref(column)} = ${sql.ref(column)} + ${raise.get(column) ?? 0}`))}, "last_arrival_at" = ${at}
        where "id" = ${eventId}`.execute(trx);
      return;
    }
  }
  const counts = arrivalCounts(arrived, at);
  await insertRegistrations(trx, rows);
  await insertDeliveries(trx, queued.deliveries);
  await insertOutboxRows(trx, queued.outbox);
  await trx.updateTable('events').set(counts).where('id', '=', eventId).execute();
}

/** One registration in `status` fewer. */
export const countDeparture = (trx: Trx, eventId: string, status: RegistrationStatus) => countMove(trx, eventId, status, null);

export interface ClubRegistrationFilters {
  q?: string;
  eventId?: string;
  status?: RegistrationStatus;
  /** Search name and USN only: what a viewer may not see, they may not probe. */
  byNameOnly: boolean;
  limit: number;
}

/**
 * The registrations across a club's events with their event's name and start, newest first,
 * at most `limit` of them, and how many match in all.
 */
export async function listClubRegistrations(db: Db, clubId: string, filters: ClubRegistrationFilters) {
  let query = db.selectFrom('registrations as r').innerJoin('events as e', 'e.id', 'r.event_id').where('e.organizer_id', '=', clubId);
  if (filters.eventId) query = query.where('r.event_id', '=', filters.eventId);
  if (filters.status) query = query.where('r.status', '=', filters.status);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    const matches = (column: 'r.name' | 'r.usn' | 'r.email') => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) => eb.or(filters.byNameOnly ? [matches('r.name'), matches('r.usn')] : [matches('r.name'), matches('r.usn'), matches('r.email')]));
  }
  const [rows, count] = await Promise.all([
    query
      .select(['r.id', 'r.student_id', 'r.name', 'r.usn', 'r.email', 'r.contact_no', 'r.status', 'r.created_at', 'r.checked_in_at', 'e.id as event_id', 'e.name as event_name', 'e.starts_at as event_starts_at'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id')
      .limit(filters.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
export type ClubRegistrationRow = Awaited<ReturnType<typeof listClubRegistrations>>['rows'][number];

/** The club a list of registrations is asked for, by its account's id; undefined when there is none. */
export function findClub(db: Db, clubId: string) {
  return db.selectFrom('organizers').select('user_id as id').where('user_id', '=', clubId).executeTakeFirst();
}
