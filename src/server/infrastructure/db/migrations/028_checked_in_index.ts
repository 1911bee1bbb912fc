import { sql, type Kysely, type Migration } from 'kysely';

/**
 * An event's checked-in count (the live counts, read after every change to an event's
 * registrations) reads only the rows checked in: without this index PostgreSQL read the
 * whole registrations table for it (and SQLite every registration of the event), so in a rush
 * for a hall of 5,000 each read cost more than the one before (about a millisecond each by
 * the end, hundreds of reads a rush).
 * Partial: a registration enters it when it is checked in.
 */
export function checkedInIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('registrations_checked_in').on('registrations').column('event_id').where(sql.ref('checked_in_at'), 'is not', null).execute();
    },
    async down() {},
  };
}
