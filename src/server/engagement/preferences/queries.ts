import type { Db } from '../../infrastructure/db/connection.ts';
import type { Dialect } from '../../infrastructure/db/connection.ts';

export function findPreferences(db: Db, userId: string) {
  return db
    .selectFrom('students')
    .innerJoin('users', 'users.id', 'students.user_id')
    .select(['students.interests', 'students.reminders', 'students.digest', 'students.follow_inbox', 'students.notification_channels', 'users.language'])
    .where('students.user_id', '=', userId)
    .executeTakeFirst();
}

export async function savePreferences(
  db: Db, dialect: Dialect, userId: string, patch: { interests?: string[]; reminders?: boolean; digest?: boolean; followInbox?: boolean; notificationChannels?: string },
): Promise<void> {
  const bool = (v: boolean) => (dialect === 'sqlite' ? Number(v) : v);
  const set = {
    ...(patch.interests !== undefined && { interests: JSON.stringify(patch.interests) }),
    ...(patch.reminders !== undefined && { reminders: bool(patch.reminders) }),
    ...(patch.digest !== undefined && { digest: bool(patch.digest) }),
    ...(patch.followInbox !== undefined && { follow_inbox: bool(patch.followInbox) }),
    ...(patch.notificationChannels !== undefined && { notification_channels: patch.notificationChannels }),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('students').set({ ...set, updated_at: new Date().toISOString() }).where('user_id', '=', userId).execute();
}

/** Quad's language for this person, on the account (every device and every mail to them). */
export async function saveLanguage(db: Db, userId: string, language: string): Promise<void> {
  await db.updateTable('users').set({ language, updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
}
