import { DEFAULT_EVENT_TAGS } from '../../src/domain/tags.ts';
// Seeding for the benchmarks: straight into the database the server under test uses,
// in batches, with exactly the rows Quad's own code writes (users + credential account
// + profile, events, registrations with their counts, feedback, sessions).
import { createHmac, randomBytes } from 'node:crypto';
import { sql, type Insertable } from 'kysely';
import { hashPassword } from '../../src/server/infrastructure/auth/password.ts';
import type { DbHandle } from '../../src/server/infrastructure/db/connection.ts';
import type { Database } from '../../src/server/infrastructure/db/schema.ts';
import { seedDemoCampus } from '../../src/server/seed/demo-campus.ts';
import { buildEvent } from '../../test/support/factories.ts';

export const BENCH_PASSWORD = 'bench-password-1';
const DAY = 86_400_000;

let passwordHash: string | undefined;
async function benchPasswordHash() {
  passwordHash ??= await hashPassword(BENCH_PASSWORD);
  return passwordHash;
}

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/**
 * Inserts rows in multi-row statements (2,000 rows each, under both databases' parameter
 * limits). On PostgreSQL, as one JSON parameter of 5,000 rows per statement: 26,000
 * parameters a statement cost the bench four to five times the CPU to build and send, and
 * the database more time to bind, than the same rows as JSON.
 */
export async function insertInBatches<T extends keyof Database>(handle: DbHandle, table: T, rows: Rows<T>, batch = 2000) {
  if (handle.dialect === 'postgres' && (await insertAsJson(handle, table, rows))) return;
  for (let i = 0; i < rows.length; i += batch * 10) {
    const group = rows.slice(i, i + batch * 10);
    await handle.db.transaction().execute(async (trx) => {
      for (let j = 0; j < group.length; j += batch) {
        await trx.insertInto(table).values(group.slice(j, j + batch) as any).execute();
      }
    });
  }
}

/**
 * The rows through json_populate_recordset: each column named, so a column no row gives
 * keeps its default. False (nothing written) when the rows do not all give the same
 * columns, which the multi-row statement handles (a missing value is its column's default).
 */
async function insertAsJson(handle: DbHandle, table: string, rows: readonly object[]): Promise<boolean> {
  if (rows.length === 0) return true;
  const columns = Object.keys(rows[0]!);
  const same = rows.every((row) => {
    const keys = Object.keys(row);
    return keys.length === columns.length && keys.every((k, i) => k === columns[i] && (row as Record<string, unknown>)[k] !== undefined);
  });
  if (!same) return false;
  const list = sql.join(columns.map((c) => sql.ref(c)));
  const PER_STATEMENT = 5000;
  for (let i = 0; i < rows.length; i += PER_STATEMENT * 4) {
    await handle.db.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(rows.length, i + PER_STATEMENT * 4); j += PER_STATEMENT) {
        const json = JSON.stringify(rows.slice(j, j + PER_STATEMENT));
        await sql`insert into ${sql.table(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(trx);
      }
    });
  }
  return true;
}

/** An instant `days` from now at a fixed campus time (the bench server runs with CAMPUS_TIME_ZONE=UTC). */
function eventTime(days: number, minuteOfDay: number) {
  const base = new Date(Date.now() + days * DAY);
  const date = base.toISOString().slice(0, 10);
  const time = `${String(Math.floor(minuteOfDay / 60) % 24).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
  return { date, time, starts_at: `${date}T${time}:00.000Z` };
}

export interface PeopleRows {
  ids: string[];
  usns: string[];
  emails: string[];
  names: string[];
}

/** Student accounts (user, credential account, profile) as the sign-up endpoint writes them. */
export async function insertStudents(handle: DbHandle, prefix: string, count: number): Promise<PeopleRows> {
  const hash = await benchPasswordHash();
  const now = new Date().toISOString();
  const people: PeopleRows = { ids: [], usns: [], emails: [], names: [] };
  const users: Rows<'users'> = [];
  const accounts: Rows<'accounts'> = [];
  const students: Rows<'students'> = [];
  for (let i = 0; i < count; i++) {
    const id = `${prefix}s${i}`;
    const usn = `1${prefix.toUpperCase()}${String(i).padStart(6, '0')}`;
    const email = `student${i}.${prefix}@bench.quad.test`;
    const name = `Student ${prefix} ${i}`;
    people.ids.push(id);
    people.usns.push(usn);
    people.emails.push(email);
    people.names.push(name);
    users.push({ id, name, email, email_verified: handle.dialect === 'postgres' ? false : 0, image: null, role: 'student', created_at: now, updated_at: now });
    accounts.push({
      id: `${id}a`, account_id: id, provider_id: 'credential', user_id: id, password: hash, access_token: null, refresh_token: null,
      id_token: null, access_token_expires_at: null, refresh_token_expires_at: null, scope: null, created_at: now, updated_at: now,
    });
    students.push({ user_id: id, usn, semester: String((i % 8) + 1), phone: '9800000000', calendar_token: `${id}-${randomBytes(8).toString('hex')}`, created_at: now, updated_at: now });
  }
  await insertInBatches(handle, 'users', users);
  await insertInBatches(handle, 'accounts', accounts);
  await insertInBatches(handle, 'students', students);
  return people;
}

/** Organizer accounts and their organizing groups. */
export async function insertOrganizers(handle: DbHandle, prefix: string, count: number): Promise<string[]> {
  const hash = await benchPasswordHash();
  const now = new Date().toISOString();
  const ids: string[] = [];
  const users: Rows<'users'> = [];
  const accounts: Rows<'accounts'> = [];
  const organizers: Rows<'organizers'> = [];
  for (let i = 0; i < count; i++) {
    const id = `${prefix}o${i}`;
    ids.push(id);
    const name = `Club ${prefix} ${i}`;
    users.push({ id, name, email: `club${i}.${prefix}@bench.quad.test`, email_verified: handle.dialect === 'postgres' ? false : 0, image: null, role: 'organizer', created_at: now, updated_at: now });
    accounts.push({
      id: `${id}a`, account_id: id, provider_id: 'credential', user_id: id, password: hash, access_token: null, refresh_token: null,
      id_token: null, access_token_expires_at: null, refresh_token_expires_at: null, scope: null, created_at: now, updated_at: now,
    });
    organizers.push({ user_id: id, name, field: 'Benchmarks and load', phone: null, created_at: now, updated_at: now });
  }
  await insertInBatches(handle, 'users', users);
  await insertInBatches(handle, 'accounts', accounts);
  await insertInBatches(handle, 'organizers', organizers);
  return ids;
}

/**
 * Sessions as Better Auth creates them, and the signed cookie a browser would hold
 * (`quad.session_token=<token>.<HMAC-SHA256 of the token with the session secret>`).
 */
export async function createSessions(handle: DbHandle, userIds: string[], secret: string): Promise<string[]> {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 30 * DAY).toISOString();
  const cookies: string[] = [];
  const rows: Rows<'sessions'> = userIds.map((userId) => {
    const token = randomBytes(24).toString('base64url');
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    cookies.push(`quad.session_token=${encodeURIComponent(`${token}.${signature}`)}`);
    return { id: `ses${randomBytes(9).toString('base64url')}`, token, user_id: userId, expires_at: expires, ip_address: '127.0.0.1', user_agent: 'quad-bench', created_at: now, updated_at: now };
  });
  await insertInBatches(handle, 'sessions', rows);
  return cookies;
}

export interface ListingCampus {
  /** A demo student's id and the demo organizer's id (signed in for the probes). */
  studentId: string;
  organizerId: string;
  /** An upcoming event with registrations (the event page, the organizer's manage page). */
  eventId: string;
}

/**
 * The demo campus (`npm run seed`) plus `upcoming` upcoming events from 40 clubs:
 * the campus of benchmarks 1, 2 and 5, and the small side of benchmark 4.
 */
export async function seedListingCampus(handle: DbHandle, upcoming: number): Promise<ListingCampus> {
  await seedDemoCampus(handle, 'UTC');
  const clubs = await insertOrganizers(handle, 'lst', 40);
  const now = new Date().toISOString();
  const events: Rows<'events'> = [];
  for (let i = 0; i < upcoming; i++) {
    const e = buildEvent();
    events.push({
      id: `lst${i}`, organizer_id: clubs[i % clubs.length]!, name: e.name, description: e.description, venue: e.venue, type: e.type,
      ...eventTime(1 + (i % 60), 8 * 60 + (i % 48) * 15), capacity: i % 5 === 0 ? 100 : 0, image_id: null, created_at: now, updated_at: now,
      tags: JSON.stringify([DEFAULT_EVENT_TAGS[i % DEFAULT_EVENT_TAGS.length]]),
    });
  }
  await insertInBatches(handle, 'events', events);
  const student = await handle.db.selectFrom('users').select('id').where('email', '=', 'asha@demo.quad').executeTakeFirstOrThrow();
  // The For-you listing's student: two followed clubs (100 events), and an interest.
  await handle.db.insertInto('follows').values(clubs.slice(0, 2).map((c) => ({ student_id: student.id, organizer_id: c, created_at: now }))).execute();
  await handle.db.updateTable('students').set({ interests: JSON.stringify(['Tech']) }).where('user_id', '=', student.id).execute();
  const organizer = await handle.db.selectFrom('users').select('id').where('email', '=', 'robotics@demo.quad').executeTakeFirstOrThrow();
  const event = await handle.db
    .selectFrom('events')
    .select('id')
    .where('organizer_id', '=', organizer.id)
    .where('starts_at', '>=', now)
    .where('registrations_count', '>', 0)
    .orderBy('starts_at')
    .executeTakeFirstOrThrow();
  return { studentId: student.id, organizerId: organizer.id, eventId: event.id };
}

/** An upcoming event for the registration rush or the fan-out (capacity 0: everyone gets in). */
export async function insertEvent(handle: DbHandle, id: string, organizerId: string, capacity = 0) {
  const e = buildEvent();
  const now = new Date().toISOString();
  await handle.db
    .insertInto('events')
    .values({
      id, organizer_id: organizerId, name: e.name, description: e.description, venue: e.venue, type: e.type,
      ...eventTime(5, 10 * 60), capacity, image_id: null, created_at: now, updated_at: now,
    })
    .execute();
}

export interface BigCampusSize {
  events: number;
  students: number;
  registrations: number;
  feedback: number;
  organizers: number;
}

export function bigCampusSize(scale: number): BigCampusSize {
  return {
    events: Math.round(100_000 * scale),
    students: Math.round(50_000 * scale),
    registrations: Math.round(1_000_000 * scale),
    feedback: Math.round(200_000 * scale),
    organizers: Math.max(10, Math.round(1_000 * scale)),
  };
}

/**
 * The big campus, added around the small one: half the events past (two years back),
 * half upcoming (two years ahead); 10 registrations per event (counts kept exact);
 * 4 feedback entries per past event from its registrants.
 */
export async function seedBigCampus(handle: DbHandle, size: BigCampusSize, log: (line: string) => void) {
  const started = Date.now();
  const clubs = await insertOrganizers(handle, 'big', size.organizers);
  const students = await insertStudents(handle, 'big', size.students);
  log(`  ${size.organizers} organizers and ${size.students} students in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const perEvent = Math.max(1, Math.round(size.registrations / size.events));
  const feedbackPerPast = Math.max(1, Math.round(size.feedback / Math.ceil(size.events / 2)));
  const now = new Date().toISOString();
  const chunk = 20_000;
  let registrations = 0;
  let feedback = 0;
  for (let first = 0; first < size.events; first += chunk) {
    const events: Rows<'events'> = [];
    const regs: Rows<'registrations'> = [];
    const notes: Rows<'feedback'> = [];
    for (let e = first; e < Math.min(size.events, first + chunk); e++) {
      const id = `big${e}`;
      const past = e % 2 === 0;
      const days = past ? -1 - (Math.floor(e / 2) % 730) : 1 + (Math.floor(e / 2) % 730);
      events.push({
        id, organizer_id: clubs[e % clubs.length]!, name: `Big Campus Event ${e}`, description: 'Seeded for the big-campus benchmark.',
        venue: 'Hall B', type: 'General', ...eventTime(days, 9 * 60 + (e % 40) * 15), capacity: 0,
        registrations_count: perEvent, waitlisted_count: 0, image_id: null, created_at: now, updated_at: now,
      });
      for (let k = 0; k < perEvent; k++) {
        const s = (e * 7 + k * 5003) % size.students;
        regs.push({
          id: `${id}_${students.usns[s]}`, event_id: id, student_id: students.ids[s]!, name: students.names[s]!, usn: students.usns[s]!,
          email: students.emails[s]!, semester: '5', contact_no: null, status: 'registered', ticket_code: `bt${e}x${k}`,
          checked_in_at: null, created_at: now, updated_at: now,
        });
        if (past && k < feedbackPerPast) {
          notes.push({ id: `bf${e}x${k}`, event_id: id, student_id: students.ids[s]!, rating: 1 + ((e + k) % 5), comments: 'Seeded feedback.', created_at: now });
        }
      }
    }
    await insertInBatches(handle, 'events', events);
    await insertInBatches(handle, 'registrations', regs);
    await insertInBatches(handle, 'feedback', notes);
    registrations += regs.length;
    feedback += notes.length;
  }
  log(`  ${size.events} events, ${registrations} registrations, ${feedback} feedback entries in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { registrations, feedback };
}
