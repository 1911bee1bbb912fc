import { sql } from 'kysely';
import type { Db } from '../../infrastructure/db/connection.ts';
import type { Database } from '../../infrastructure/db/schema.ts';

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
  retention_settings: { notPersonal: "the campus's retention schedule" },
  account_activity: (db, p) => db.selectFrom('account_activity').selectAll().where('user_id', '=', p.id).execute(),
  learning_outcomes: { notPersonal: "the campus's list of learning outcomes" },
  reflections: (db, p) => db.selectFrom('reflections').selectAll().where('student_id', '=', p.id).execute(),
  credentials: (db, p) => db.selectFrom('credentials').selectAll().where('student_id', '=', p.id).execute(),
  push_subscriptions: (db, p) => db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', p.id).execute(),
  api_tokens: (db, p) => db.selectFrom('api_tokens').selectAll().where('user_id', '=', p.id).execute(),
  // A club's events in other languages go with its events.
  event_translations: (db, p) =>
    db.selectFrom('event_translations').selectAll().where('event_id', 'in', db.selectFrom('events').select('id').where('organizer_id', '=', p.id)).execute(),
  // A club's endpoints, or those the person added; never the signing secret.
  webhook_endpoints: (db, p) =>
    db
      .selectFrom('webhook_endpoints')
      .select(['id', 'organizer_id', 'created_by', 'url', 'events', 'include_contacts', 'created_at', 'updated_at', 'failing_since', 'disabled_at'])
      .where((eb) => eb.or([eb('organizer_id', '=', p.id), eb('created_by', '=', p.id)]))
      .execute(),
  // A club's deliveries, and those whose body names the person (their id or USN).
  webhook_deliveries: (db, p) =>
    db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where((eb) => {
        const about = [
          eb('endpoint_id', 'in', db.selectFrom('webhook_endpoints').select('id').where('organizer_id', '=', p.id)),
          eb('payload', 'like', sql<string>`${likeText(p.id)} escape '\\'`),
        ];
        if (p.usn) about.push(eb('payload', 'like', sql<string>`${likeText(p.usn)} escape '\\'`));
        return eb.or(about);
      })
      .execute(),
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
export async function countAccountRows(db: Db, person: Person, now = new Date()) {
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
  // Those of events that have begun stay as a former participant's (outlivesAccount, in the same terms).
  const begun = await db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.student_id', '=', person.id)
    .where('e.starts_at', '<', now.toISOString())
    .executeTakeFirst();
  const registrationsKept = Number(begun?.n ?? 0);
  return { registrations: registrations - registrationsKept, registrationsKept, feedback, follows, sessions, inbox, links, events, clubRoles, platformFeedback, images, audit: Number(audit?.n ?? 0) };
}

// ——— The retention schedule and its sweep ———

export const SCHEDULE_ID = 'schedule';

export function findRetentionSettings(db: Db) {
  return db.selectFrom('retention_settings').selectAll().where('id', '=', SCHEDULE_ID).executeTakeFirst();
}

export type RetentionColumns = Pick<Database['retention_settings'], 'answers_days' | 'sensitive_answers_days' | 'feedback_author_days' | 'sessions_days' | 'audit_days' | 'inactive_account_days'>;

export async function saveRetentionSettings(db: Db, values: Partial<RetentionColumns>, by: string, now: string): Promise<void> {
  await db
    .insertInto('retention_settings')
    .values({ id: SCHEDULE_ID, ...values, updated_at: now, updated_by: by })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updated_at: now, updated_by: by }))
    .execute();
}

/** Registrations of events that started before `cutoff` still holding answers or a phone: a batch of ids. */
export async function registrationsWithAnswersBefore(db: Db, cutoff: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select('r.id')
    .where('e.starts_at', '<', cutoff)
    .where((eb) => eb.or([eb('r.answers', '!=', '{}'), eb('r.contact_no', 'is not', null)]))
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Registrations of events that started before `cutoff` still holding sealed sensitive answers: a batch of ids. */
export async function registrationsWithSensitiveAnswersBefore(db: Db, cutoff: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('registrations as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select('r.id')
    .where('e.starts_at', '<', cutoff)
    .where('r.sensitive_answers', 'is not', null)
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Erases the sealed sensitive answers still there of the batch. */
export async function eraseSensitiveAnswers(db: Db, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const erased = await db.updateTable('registrations').set({ sensitive_answers: null }).where('id', 'in', ids).where('sensitive_answers', 'is not', null).executeTakeFirst();
  return Number(erased.numUpdatedRows);
}

/** Erases what is still there of the batch; a row another process erased first counts for it, not here. */
export async function eraseAnswers(db: Db, ids: string[]): Promise<{ answers: number; phones: number }> {
  if (!ids.length) return { answers: 0, phones: 0 };
  const answers = await db.updateTable('registrations').set({ answers: '{}' }).where('id', 'in', ids).where('answers', '!=', '{}').executeTakeFirst();
  const phones = await db.updateTable('registrations').set({ contact_no: null }).where('id', 'in', ids).where('contact_no', 'is not', null).executeTakeFirst();
  return { answers: Number(answers.numUpdatedRows), phones: Number(phones.numUpdatedRows) };
}

export async function linkedFeedbackBefore(db: Db, cutoff: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('feedback').select('id').where('created_at', '<', cutoff).where('student_id', 'is not', null).limit(limit).execute();
  return rows.map((r) => r.id);
}

export async function unlinkFeedback(db: Db, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await db.updateTable('feedback').set({ student_id: null }).where('id', 'in', ids).where('student_id', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function sessionsIdleBefore(db: Db, cutoff: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('sessions').select('id').where('updated_at', '<', cutoff).limit(limit).execute();
  return rows.map((r) => r.id);
}

export async function deleteSessions(db: Db, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await db.deleteFrom('sessions').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sign-in attempt counters whose last window began before `cutoffMs`. */
export async function deleteSignInRecordsBefore(db: Db, cutoffMs: number): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('last_request', '<', cutoffMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Audit entries older than `cutoff`; the sweep's own entries only once older than `sweepCutoff` too. */
export async function auditEntriesBefore(db: Db, cutoff: string, sweepCutoff: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_entries')
    .select('id')
    .where('at', '<', cutoff)
    .where((eb) => eb.or([eb('action', '!=', 'retention.swept'), eb('at', '<', sweepCutoff)]))
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function deleteAuditEntries(db: Db, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await db.deleteFrom('audit_entries').where('id', 'in', ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Each account's latest session activity, kept beyond its sessions: a person who comes
 * back after a warning is no longer warned.
 */
export async function harvestActivity(db: Db): Promise<void> {
  await sql`
    insert into account_activity (user_id, last_seen_at)
    select user_id, max(updated_at) from sessions group by user_id
    on conflict (user_id) do update set
      last_seen_at = excluded.last_seen_at,
      warned_at = case when account_activity.warned_at is not null and excluded.last_seen_at > account_activity.warned_at then null else account_activity.warned_at end
    where excluded.last_seen_at > account_activity.last_seen_at`.execute(db);
}

/** Accounts last seen (or, never seen, created) before `cutoff` and not yet warned. */
export async function unwarnedAccountsIdleBefore(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('account_activity as a', 'a.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'u.role'])
    .where(sql<string>`coalesce(a.last_seen_at, u.created_at)`, '<', cutoff)
    .where('a.warned_at', 'is', null)
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/** Claims the warning of one account: true for the one process that set it. */
export async function markWarned(db: Db, userId: string, lastSeen: string, now: string): Promise<boolean> {
  await db.insertInto('account_activity').values({ user_id: userId, last_seen_at: lastSeen, warned_at: null }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  const result = await db.updateTable('account_activity').set({ warned_at: now }).where('user_id', '=', userId).where('warned_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function userCreatedAt(db: Db, userId: string) {
  return db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst();
}

/** Accounts warned before `cutoff` that have not been seen since. */
export async function warnedAccountsBefore(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('account_activity as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['u.id', 'u.name', 'u.email', 'u.role', 'a.warned_at'])
    .where('a.warned_at', '<', cutoff)
    .whereRef('a.last_seen_at', '<=', 'a.warned_at')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/** Claims an account's deletion: its warning is taken back by the one process that deletes it. */
export async function claimDeletion(db: Db, userId: string, warnedAt: Date | string): Promise<boolean> {
  const result = await db.updateTable('account_activity').set({ warned_at: null }).where('user_id', '=', userId).where('warned_at', '=', warnedAt as string).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findRole(db: Db, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst())?.role;
}
