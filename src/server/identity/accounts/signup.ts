import type { OrganizerSignup, StudentSignup } from '../../../domain/schemas/account.ts';
import { MSG } from '../../../domain/messages.ts';
import type { Db, Trx } from '../../infrastructure/db/connection.ts';
import { newId, newSecret } from '../../infrastructure/db/ids.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { hashPassword } from '../../infrastructure/auth/password.ts';
import { conflict, isUniqueViolation } from '../../infrastructure/http/errors.ts';
import { emailTaken, insertOrganizerGroup, insertPasswordCredential, insertStudentProfile, insertUser, usnTaken } from './queries.ts';

export const emailInUse = () => conflict(MSG.emailInUse, 'EMAIL_IN_USE', { email: MSG.emailInUse });
export const usnInUse = () => conflict(MSG.usnInUse, 'USN_IN_USE', { usn: MSG.usnInUse });

/** The user row and its password credential, as Better Auth reads them. */
async function insertCredentialUser(
  trx: Trx,
  user: { name: string; email: string; role: 'student' | 'organizer' },
  passwordHash: string,
  now: string,
): Promise<string> {
  const id = newId(24);
  await insertUser(trx, { id, ...user, now });
  await insertPasswordCredential(trx, { id: newId(24), userId: id, passwordHash, now });
  return id;
}

/** A race lost on a unique index becomes the same 409 as the early check. */
export function translateUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'usn')) throw usnInUse();
  if (isUniqueViolation(error, 'email')) throw emailInUse();
  throw error;
}

/** Student account and profile, together or not at all. */
export async function createStudentAccount(db: Db, input: StudentSignup): Promise<string> {
  if (await emailTaken(db, input.email)) throw emailInUse();
  if (await usnTaken(db, input.usn)) throw usnInUse();
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertCredentialUser(trx, { name: input.name, email: input.email, role: 'student' }, passwordHash, now);
      await insertStudentProfile(trx, id, { usn: input.usn, semester: input.semester, phone: input.phone, calendarToken: newSecret(), now });
      return id;
    });
  } catch (error) {
    translateUniqueViolation(error);
  }
}

/** Organizer account and organizing group, together or not at all. */
export async function createOrganizerAccount(db: Db, input: OrganizerSignup): Promise<string> {
  if (await emailTaken(db, input.email)) throw emailInUse();
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertCredentialUser(trx, { name: input.name, email: input.email, role: 'organizer' }, passwordHash, now);
      await insertOrganizerGroup(trx, id, { name: input.name, field: input.field, phone: input.phone ?? null, now });
      return id;
    });
  } catch (error) {
    translateUniqueViolation(error);
  }
}
