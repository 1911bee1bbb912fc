import type { Insertable, Updateable } from 'kysely';
import type { Db, Trx } from '../../infrastructure/db/connection.ts';
import type { LearningOutcomesTable } from '../../infrastructure/db/schema.ts';

/** The campus's learning outcomes, by name. */
export function listOutcomes(db: Db) {
  return db.selectFrom('learning_outcomes').select(['id', 'name', 'description']).orderBy('name_key').orderBy('id').execute();
}

export function findOutcome(db: Db | Trx, id: string) {
  return db.selectFrom('learning_outcomes').select(['id', 'name', 'description']).where('id', '=', id).executeTakeFirst();
}

export async function insertOutcome(db: Db, row: Insertable<LearningOutcomesTable>) {
  await db.insertInto('learning_outcomes').values(row).execute();
}

/** How many rows changed (0: no such outcome). */
export async function updateOutcome(db: Db, id: string, changes: Updateable<LearningOutcomesTable>): Promise<number> {
  const result = await db.updateTable('learning_outcomes').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The events naming an outcome (its id, quoted, inside their JSON array). */
export function eventsNamingOutcome(trx: Trx, id: string) {
  return trx.selectFrom('events').select(['id', 'outcomes']).where('outcomes', 'like', `%${JSON.stringify(id)}%`).execute();
}

export async function setEventOutcomes(trx: Trx, eventId: string, outcomes: string) {
  await trx.updateTable('events').set({ outcomes }).where('id', '=', eventId).execute();
}

export async function deleteOutcomeRow(trx: Trx, id: string): Promise<number> {
  const result = await trx.deleteFrom('learning_outcomes').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
