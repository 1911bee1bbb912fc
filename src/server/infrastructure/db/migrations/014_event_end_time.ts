import type { Kysely, Migration } from 'kysely';

/**
 * Involvement: an event may say when it ends, so the hours a student spent at
 * it can be counted. HH:MM campus time like `time`; earlier than the start means the next
 * day (a party until 01:00). Null: the end is unknown and the event adds no hours.
 */
export function eventEndTimeMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('events').addColumn('end_time', 'text').execute();
    },
    async down() {},
  };
}
