import type { Kysely, Migration } from 'kysely';

/**
 * An image's card-size version is now the whole image made smaller, no longer a 16:9 crop.
 * `card_version` says which one a row holds: 1, the crop, for rows stored before; 2, the
 * whole image. A version-1 card is made again from the full image the first time it is
 * asked for (images/service.ts), so this migration decodes nothing. Width and height
 * (the aspect ratio pages reserve room with) were stored from the start.
 */
export function wholeCardImagesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('images').addColumn('card_version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    },
    async down() {},
  };
}
