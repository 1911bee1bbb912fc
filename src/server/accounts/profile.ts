import type { OrganizerProfile, StudentProfile } from '../../domain/schemas/profile.ts';
import type { Db } from '../db/connection.ts';
import { newSecret } from '../db/ids.ts';
import { nowIso } from '../db/time.ts';
import { usnTaken } from './queries.ts';
import { translateUniqueViolation, usnInUse } from './signup.ts';

/** How long a Google organizer sign-up may stay unfinished before it counts as abandoned. */
export const UNFINISHED_ORGANIZER_TTL_MS = 60 * 60 * 1000;

/**
 * A new Google user is a student by default (SPEC.md §6): an empty student
 * profile that /complete-profile fills in. Idempotent.
 */
export async function ensureStudentProfile(db: Db, userId: string): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('students')
    .values({ user_id: userId, usn: null, semester: null, phone: null, calendar_token: newSecret(), created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Completes or updates a student's profile; the account's name follows. USN stays unique (409). */
export async function saveStudentProfile(db: Db, userId: string, input: StudentProfile): Promise<void> {
  if (await usnTaken(db, input.usn, userId)) throw usnInUse();
  const now = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: input.name, updated_at: now }).where('id', '=', userId).execute();
      await trx
        .insertInto('students')
        .values({ user_id: userId, usn: input.usn, semester: input.semester, phone: input.phone, calendar_token: newSecret(), created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ usn: input.usn, semester: input.semester, phone: input.phone, updated_at: now }))
        .execute();
    });
  } catch (error) {
    translateUniqueViolation(error);
  }
}

/**
 * Completes or updates an organizer's organizing group. The group exists only
 * from here on: an unfinished Google organizer sign-up has none.
 */
export async function saveOrganizerProfile(db: Db, userId: string, input: OrganizerProfile): Promise<void> {
  const now = nowIso();
  const phone = input.phone ?? null;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ name: input.name, updated_at: now }).where('id', '=', userId).execute();
    await trx
      .insertInto('organizers')
      .values({ user_id: userId, name: input.name, field: input.field, phone, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ name: input.name, field: input.field, phone, updated_at: now }))
      .execute();
  });
}

/** Removes an account and everything hanging off it (sessions, credentials, an empty profile). */
export async function deleteAccountRow(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/**
 * SPEC.md §4: a Google organizer sign-up left without organization name and
 * field removes the account. Those still unfinished after the TTL are removed here.
 */
export async function deleteAbandonedOrganizerSignups(db: Db, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - UNFINISHED_ORGANIZER_TTL_MS).toISOString();
  const result = await db
    .deleteFrom('users')
    .where('role', '=', 'organizer')
    .where('created_at', '<', cutoff)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('organizers').select('organizers.user_id').whereRef('organizers.user_id', '=', 'users.id'))))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
