import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * Group commit of registrations: the latest arrival time given to an event's
 * registrations, kept on the event row its lock already holds. A group takes a later
 * time than the group before it, so the waitlist's order (time, then id) is the order
 * the seats were decided in, whichever process decided them.
 */
export function arrivalOrderMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('events').addColumn('last_arrival_at', instant).execute();
    },
    async down() {},
  };
}
