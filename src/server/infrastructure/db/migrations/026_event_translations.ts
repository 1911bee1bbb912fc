import type { Kysely, Migration } from 'kysely';

/**
 * Event content in more than one campus language: `events.language` is the language its
 * organizer wrote the name and description in (null on events made before: the campus
 * default), and `event_translations` holds at most one other version per language. A
 * translation goes with its event. The name is indexed for search like the event's own.
 */
export function eventTranslationsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('events').addColumn('language', 'text').execute();
      await db.schema
        .createTable('event_translations')
        .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('event_translations_pk', ['event_id', 'language'])
        .execute();
    },
    async down() {},
  };
}
