import type { AccountLinks } from '../../infrastructure/auth/account-links.ts';
import type { Db } from '../../infrastructure/db/connection.ts';
import { isProfileComplete } from './presenters.ts';
import { ensureStudentProfile } from './profile.ts';
import { findAccount } from './queries.ts';

/** The accounts module's answers to sign-in (auth/account-links.ts). */
export function accountLinks(db: Db): AccountLinks {
  return {
    createStudentProfile: (userId, usn) => ensureStudentProfile(db, userId, usn),
    needsProfile: async (userId) => {
      const account = await findAccount(db, userId);
      return Boolean(account && !isProfileComplete(account));
    },
  };
}
