import type { Insertable } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { ImagesTable } from '../db/schema.ts';

export async function insertImage(db: Db, row: Insertable<ImagesTable>): Promise<void> {
  await db.insertInto('images').values(row).execute();
}

/** The bytes of the image at one size: the full image or its card-size version. */
export async function findImageBytes(db: Db, id: string, size: 'full' | 'card'): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('images')
    .select(size === 'card' ? 'card_data as bytes' : 'data as bytes')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}

/** The card-size version and which kind it is (1: an old crop, to be made again from `data`). */
export function findCardImage(db: Db, id: string) {
  return db.selectFrom('images').select(['card_data', 'card_version']).where('id', '=', id).executeTakeFirst();
}

/** The full image's bytes, to make a card from. */
export function findFullImage(db: Db, id: string) {
  return db.selectFrom('images').select('data').where('id', '=', id).executeTakeFirst();
}

export async function replaceCardImage(db: Db, id: string, card: Buffer, version: number): Promise<void> {
  await db.updateTable('images').set({ card_data: card, card_version: version }).where('id', '=', id).execute();
}
