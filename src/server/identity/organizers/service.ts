import type { OrganizerProfile } from '../../../domain/schemas/profile.ts';
import { renameUser } from '../accounts/queries.ts';
import type { Db } from '../../infrastructure/db/connection.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { updateOrganizerGroup } from './queries.ts';

/** The group's name, field and phone, and the account's name with it, together. */
export async function updateOrganizer(db: Db, id: string, { name, field, phone }: OrganizerProfile): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await updateOrganizerGroup(trx, id, { name, field, phone: phone ?? null }, now);
    await renameUser(trx, id, name, now);
  });
}
