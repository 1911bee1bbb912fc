import type { Kysely, Migration } from 'kysely';

/** Events carry up to three of the campus's tags (JSON array). */
export function eventTagsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('events').addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]')).execute();
    },
    async down() {},
  };
}
