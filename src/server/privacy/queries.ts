import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { Database } from '../db/schema.ts';

/** Who an export is about: the keys their rows are found by. */
export interface Person {
  id: string;
  /** Lower case, as Quad stores addresses. */
  email: string;
  usn: string | null;
}

export type Row = Record<string, unknown>;
type Reader = (db: Db, person: Person) => Promise<Row[]>;
/** A table that holds nothing about a person, and why. */
interface NotPersonal {
  notPersonal: string;
}

const registrationIds = (db: Db, person: Person) =>
  db.selectFrom('registrations').select('id').where('student_id', '=', person.id);
const likeText = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every table of schema.ts, with how a person's rows are read from it or why it holds
 * none: the type makes a new table fail to compile until it is placed here, so an export
 * never misses one.
 */
export const PERSONAL_TABLES: { [T in keyof Database]: Reader | NotPersonal } = {
  users: (db, p) => db.selectFrom('users').selectAll().where('id', '=', p.id).execute(),
  sessions: (db, p) => db.selectFrom('sessions').selectAll().where('user_id', '=', p.id).execute(),
  accounts: (db, p) => db.selectFrom('accounts').selectAll().where('user_id', '=', p.id).execute(),
  verifications: (db, p) => db.selectFrom('verifications').selectAll().where('identifier', '=', p.email).execute(),
  rate_limits: { notPersonal: 'counters keyed by a hash of an address or account, never the value itself, and gone within a day' },
  students: (db, p) => db.selectFrom('students').selectAll().where('user_id', '=', p.id).execute(),
  organizers: (db, p) => db.selectFrom('organizers').selectAll().where('user_id', '=', p.id).execute(),
  events: (db, p) => db.selectFrom('events').selectAll().where('organizer_id', '=', p.id).execute(),
  registrations: (db, p) => db.selectFrom('registrations').selectAll().where('student_id', '=', p.id).execute(),
  feedback: (db, p) => db.selectFrom('feedback').selectAll().where('student_id', '=', p.id).execute(),
  platform_feedback: (db, p) => db.selectFrom('platform_feedback').selectAll().where('user_id', '=', p.id).execute(),
  // The picture itself is served at /images/<id>; the export lists what was uploaded.
  images: (db, p) =>
    db.selectFrom('images').select(['id', 'uploader_id', 'content_type', 'width', 'height', 'created_at']).where('uploader_id', '=', p.id).execute(),
  outbox: (db, p) =>
    db.selectFrom('outbox').selectAll().where((eb) => eb.or([eb('user_id', '=', p.id), eb('recipient', '=', p.email)])).execute(),
  announcements: (db, p) => db.selectFrom('announcements').selectAll().where('author_id', '=', p.id).execute(),
  inbox_items: (db, p) => db.selectFrom('inbox_items').selectAll().where('user_id', '=', p.id).execute(),
  // By them (their id, or their address once an id is gone) or about them (their id or USN in what changed).
  audit_entries: (db, p) =>
    db
      .selectFrom('audit_entries')
      .selectAll()
      .where((eb) => {
        const about = [eb('actor_id', '=', p.id), eb('actor_email', '=', p.email), eb(sql<string>`coalesce(changes, '')`, 'like', sql<string>`${likeText(p.id)} escape '\\'`)];
        if (p.usn) about.push(eb(sql<string>`coalesce(changes, '')`, 'like', sql<string>`${likeText(p.usn)} escape '\\'`));
        return eb.or(about);
      })
      .orderBy('at')
      .execute(),
  reminders_sent: (db, p) => db.selectFrom('reminders_sent').selectAll().where('registration_id', 'in', registrationIds(db, p)).execute(),
  follows: (db, p) => db.selectFrom('follows').selectAll().where('student_id', '=', p.id).execute(),
  series: (db, p) => db.selectFrom('series').selectAll().where('organizer_id', '=', p.id).execute(),
  // A lottery names entrants by registration id: the draws of the events they entered.
  draws: (db, p) =>
    db.selectFrom('draws').selectAll().where('event_id', 'in', db.selectFrom('registrations').select('event_id').where('student_id', '=', p.id)).execute(),
  venues: { notPersonal: "the campus's rooms: names, buildings and capacities" },
  club_members: (db, p) => db.selectFrom('club_members').selectAll().where('user_id', '=', p.id).execute(),
  club_invitations: (db, p) =>
    db.selectFrom('club_invitations').selectAll().where((eb) => eb.or([eb('email', '=', p.email), eb('organizer_id', '=', p.id)])).execute(),
  involvement_links: (db, p) => db.selectFrom('involvement_links').selectAll().where('student_id', '=', p.id).execute(),
  idempotency_keys: (db, p) => db.selectFrom('idempotency_keys').selectAll().where('owner_id', '=', p.id).execute(),
};

export const isReader = (entry: Reader | NotPersonal): entry is Reader => typeof entry === 'function';

/** The keys of the person's rows: their address and USN as stored. */
export async function findPerson(db: Db, userId: string): Promise<Person | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('students as s', 's.user_id', 'u.id')
    .select(['u.id', 'u.email', 's.usn'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email.toLowerCase(), usn: row.usn ?? null } : undefined;
}

async function countWhere(db: Db, table: keyof Database & string, column: string, value: string): Promise<number> {
  const row = await db
    .selectFrom(table as 'users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql.ref(column), '=', value)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many of each kind of row deleting the account would touch. */
export async function countAccountRows(db: Db, person: Person) {
  const [registrations, feedback, follows, sessions, inbox, links, events, clubRoles, platformFeedback, images] = await Promise.all([
    countWhere(db, 'registrations', 'student_id', person.id),
    countWhere(db, 'feedback', 'student_id', person.id),
    countWhere(db, 'follows', 'student_id', person.id),
    countWhere(db, 'sessions', 'user_id', person.id),
    countWhere(db, 'inbox_items', 'user_id', person.id),
    countWhere(db, 'involvement_links', 'student_id', person.id),
    countWhere(db, 'events', 'organizer_id', person.id),
    countWhere(db, 'club_members', 'user_id', person.id),
    countWhere(db, 'platform_feedback', 'user_id', person.id),
    countWhere(db, 'images', 'uploader_id', person.id),
  ]);
  const audit = await db
    .selectFrom('audit_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => eb.or([eb('actor_id', '=', person.id), eb('actor_email', '=', person.email)]))
    .executeTakeFirst();
  return { registrations, feedback, follows, sessions, inbox, links, events, clubRoles, platformFeedback, images, audit: Number(audit?.n ?? 0) };
}
