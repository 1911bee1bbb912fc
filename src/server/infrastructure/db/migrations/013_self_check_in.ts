import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * Self check-in: an event may let its registered students check themselves in
 * by scanning the door screen's rotating code. The codes are derived from `door_secret`
 * and the time (src/server/registrations/registrations/door-code.ts), so nothing per code is stored.
 */
export function selfCheckInMigration(dialect: Dialect): Migration {
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  const no = dialect === 'postgres' ? sql`false` : sql`0`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('events').addColumn('self_check_in', bool, (c) => c.notNull().defaultTo(no)).execute();
      await db.schema.alterTable('events').addColumn('door_secret', 'text').execute();
    },
    async down() {},
  };
}
