import type { OrganizerProfile, StudentProfile } from '../../../domain/schemas/profile.ts';
import type { Db } from '../../infrastructure/db/connection.ts';
import { newSecret } from '../../infrastructure/db/ids.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import {
  deleteGrouplessOrganizersBefore, deleteUser, insertStudentProfileIfMissing, renameUser, upsertOrganizerGroup, upsertStudentProfile, usnTaken,
} from './queries.ts';
import { isUniqueViolation } from '../../infrastructure/http/errors.ts';
import { translateUniqueViolation, usnInUse } from './signup.ts';

/** How long a Google organizer sign-up may stay unfinished before it counts as abandoned. */
export const UNFINISHED_ORGANIZER_TTL_MS = 60 * 60 * 1000;

/**
 * A new Google or campus user is a student by default (SPEC.md §6): an empty
 * student profile that /complete-profile fills in, with the USN the campus
 * provider asserted when no other student holds it (a taken one is left for the
 * student to sort out there, as a typed one would be). Idempotent.
 */
export async function ensureStudentProfile(db: Db, userId: string, usn?: string): Promise<void> {
  const row = (withUsn: string | null) => ({ usn: withUsn, semester: null, phone: null, calendarToken: newSecret(), now: nowIso() });
  if (usn && !(await usnTaken(db, usn, userId))) {
    try {
      await insertStudentProfileIfMissing(db, userId, row(usn));
      return;
    } catch (error) {
      // Taken between the check and the insert: the profile is made without it.
      if (!isUniqueViolation(error, 'usn')) throw error;
    }
  }
  await insertStudentProfileIfMissing(db, userId, row(null));
}

/** Completes or updates a student's profile; the account's name follows. USN stays unique (409). */
export async function saveStudentProfile(db: Db, userId: string, input: StudentProfile): Promise<void> {
  if (await usnTaken(db, input.usn, userId)) throw usnInUse();
  const now = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      await renameUser(trx, userId, input.name, now);
      await upsertStudentProfile(trx, userId, { usn: input.usn, semester: input.semester, phone: input.phone, calendarToken: newSecret(), now });
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
    await renameUser(trx, userId, input.name, now);
    await upsertOrganizerGroup(trx, userId, { name: input.name, field: input.field, phone, now });
  });
}

/** Removes an account and everything hanging off it (sessions, credentials, an empty profile). */
export async function deleteAccountRow(db: Db, userId: string): Promise<void> {
  await deleteUser(db, userId);
}

/**
 * SPEC.md §4: a Google organizer sign-up left without organization name and
 * field removes the account. Those still unfinished after the TTL are removed here.
 */
export async function deleteAbandonedOrganizerSignups(db: Db, now = Date.now()): Promise<number> {
  return deleteGrouplessOrganizersBefore(db, new Date(now - UNFINISHED_ORGANIZER_TTL_MS).toISOString());
}
