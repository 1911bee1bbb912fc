import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/** Students' message preferences, and which reminders each registration has had. */
export function remindersMigration(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const instant = pg ? 'timestamptz' : 'text';
  const bool = pg ? 'boolean' : 'integer';
  const yes = pg ? sql`true` : sql`1`;

  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('students').addColumn('reminders', bool, (c) => c.notNull().defaultTo(yes)).execute();
      await db.schema.alterTable('students').addColumn('digest', bool, (c) => c.notNull().defaultTo(yes)).execute();
      // JSON array of the campus's tags.
      await db.schema.alterTable('students').addColumn('interests', 'text', (c) => c.notNull().defaultTo('[]')).execute();

      // A reminder decided (sent, or skipped as too late) for a registration: once each, whichever process sweeps.
      await db.schema
        .createTable('reminders_sent')
        .addColumn('registration_id', 'text', (c) => c.notNull().references('registrations.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('reminders_sent_pk', ['registration_id', 'kind'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reminders_sent').ifExists().execute();
    },
  };
}
