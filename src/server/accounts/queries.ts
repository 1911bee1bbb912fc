import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';

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
