import type { Insertable } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { ImagesTable } from '../db/schema.ts';

export async function insertImage(db: Db, row: Insertable<ImagesTable>): Promise<void> {
  await db.insertInto('images').values(row).execute();
}

/** The bytes of the image at one size: the full image or its card-size crop. */
export async function findImageBytes(db: Db, id: string, size: 'full' | 'card'): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('images')
    .select(size === 'card' ? 'card_data as bytes' : 'data as bytes')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}
