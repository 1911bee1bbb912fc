import { sql } from 'kysely';
import type { Db, Trx } from '../../infrastructure/db/connection.ts';

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return Boolean(row);
}

/** USNs are unique whatever their letter case (students_usn_unique is on upper(usn)). */
export async function usnTaken(db: Db, usn: string, exceptUserId?: string): Promise<boolean> {
  let query = db.selectFrom('students').select('user_id').where(sql<string>`upper(usn)`, '=', usn.toUpperCase());
  if (exceptUserId) query = query.where('user_id', '!=', exceptUserId);
  return Boolean(await query.executeTakeFirst());
}

export interface AccountRecord {
  id: string;
  name: string;
  email: string;
  role: string;
  emailVerified: boolean;
  usn: string | null;
  semester: string | null;
  phone: string | null;
  organizerName: string | null;
  organizerField: string | null;
  hasStudentProfile: boolean;
  hasOrganizerProfile: boolean;
}

/** The user with both possible profiles, in one query. */
export async function findAccount(db: Db, userId: string): Promise<AccountRecord | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('students as s', 's.user_id', 'u.id')
    .leftJoin('organizers as o', 'o.user_id', 'u.id')
    .select([
      'u.id', 'u.name', 'u.email', 'u.role', 'u.email_verified',
      's.user_id as studentId', 's.usn', 's.semester', 's.phone as studentPhone',
      'o.user_id as organizerId', 'o.name as organizerName', 'o.field as organizerField', 'o.phone as organizerPhone',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    emailVerified: Boolean(row.email_verified),
    usn: row.usn ?? null,
    semester: row.semester ?? null,
    phone: (row.role === 'organizer' ? row.organizerPhone : row.studentPhone) ?? null,
    organizerName: row.organizerName ?? null,
    organizerField: row.organizerField ?? null,
    hasStudentProfile: Boolean(row.studentId),
    hasOrganizerProfile: Boolean(row.organizerId),
  };
}

/** The user's role, read fresh (not from the session). */
export function findUserRole(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
}

/** A user without credentials or profile (Better Auth's columns left to their defaults). */
export async function insertUser(trx: Trx, user: { id: string; name: string; email: string; role: 'student' | 'organizer'; now: string }): Promise<void> {
  await trx
    .insertInto('users')
    .values({ id: user.id, name: user.name, email: user.email, role: user.role, created_at: user.now, updated_at: user.now })
    .execute();
}

/** The password credential of a user, as Better Auth reads it. */
export async function insertPasswordCredential(trx: Trx, credential: { id: string; userId: string; passwordHash: string; now: string }): Promise<void> {
  const { id, userId, passwordHash, now } = credential;
  await trx
    .insertInto('accounts')
    .values({
      id, account_id: userId, provider_id: 'credential', user_id: userId, password: passwordHash,
      access_token: null, refresh_token: null, id_token: null, access_token_expires_at: null,
      refresh_token_expires_at: null, scope: null, created_at: now, updated_at: now,
    })
    .execute();
}

/** The account's display name. */
export async function renameUser(db: Db, userId: string, name: string, now: string): Promise<void> {
  await db.updateTable('users').set({ name, updated_at: now }).where('id', '=', userId).execute();
}

export interface StudentProfileRow {
  usn: string | null;
  semester: string | null;
  phone: string | null;
  calendarToken: string;
  now: string;
}

/** A new student profile (a unique USN violation is the caller's to translate). */
export async function insertStudentProfile(db: Db, userId: string, p: StudentProfileRow): Promise<void> {
  await db
    .insertInto('students')
    .values({ user_id: userId, usn: p.usn, semester: p.semester, phone: p.phone, calendar_token: p.calendarToken, created_at: p.now, updated_at: p.now })
    .execute();
}

/** A student profile unless the user has one already (then nothing changes). */
export async function insertStudentProfileIfMissing(db: Db, userId: string, p: StudentProfileRow): Promise<void> {
  await db
    .insertInto('students')
    .values({ user_id: userId, usn: p.usn, semester: p.semester, phone: p.phone, calendar_token: p.calendarToken, created_at: p.now, updated_at: p.now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Creates the student profile, or updates its USN, semester and phone (the calendar token stays). */
export async function upsertStudentProfile(db: Db, userId: string, p: StudentProfileRow): Promise<void> {
  await db
    .insertInto('students')
    .values({ user_id: userId, usn: p.usn, semester: p.semester, phone: p.phone, calendar_token: p.calendarToken, created_at: p.now, updated_at: p.now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ usn: p.usn, semester: p.semester, phone: p.phone, updated_at: p.now }))
    .execute();
}

export interface OrganizerGroupRow {
  name: string;
  field: string;
  phone: string | null;
  now: string;
}

/** A new organizing group for the organizer account. */
export async function insertOrganizerGroup(db: Db, userId: string, g: OrganizerGroupRow): Promise<void> {
  await db
    .insertInto('organizers')
    .values({ user_id: userId, name: g.name, field: g.field, phone: g.phone, created_at: g.now, updated_at: g.now })
    .execute();
}

/** Creates the organizing group, or updates its name, field and phone. */
export async function upsertOrganizerGroup(db: Db, userId: string, g: OrganizerGroupRow): Promise<void> {
  await db
    .insertInto('organizers')
    .values({ user_id: userId, name: g.name, field: g.field, phone: g.phone, created_at: g.now, updated_at: g.now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ name: g.name, field: g.field, phone: g.phone, updated_at: g.now }))
    .execute();
}

/** Deletes the user; sessions, credentials, profile, group, events and registrations go with it (ON DELETE CASCADE). */
/**
 * Detaches a leaving student's feedback from them (as the retention schedule does after
 * its period): the rating and comment stay, so the event's ratings stay right.
 */
export async function unlinkStudentFeedback(db: Db, userId: string): Promise<void> {
  await db.updateTable('feedback').set({ student_id: null }).where('student_id', '=', userId).execute();
}

export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** Deletes the organizer accounts created before `cutoff` that never got an organizing group; returns how many. */
export async function deleteGrouplessOrganizersBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('users')
    .where('role', '=', 'organizer')
    .where('created_at', '<', cutoff)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('organizers').select('organizers.user_id').whereRef('organizers.user_id', '=', 'users.id'))))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
