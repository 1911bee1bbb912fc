import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/** Students following clubs, and whether a followed club's new event reaches their inbox. */
export function followsMigration(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const instant = pg ? 'timestamptz' : 'text';
  const bool = pg ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('follows')
        .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('organizer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('follows_pk', ['student_id', 'organizer_id'])
        .execute();
      // A club's followers (count, new-event notices).
      await db.schema.createIndex('follows_organizer').on('follows').column('organizer_id').execute();
      await db.schema.alterTable('students').addColumn('follow_inbox', bool, (c) => c.notNull().defaultTo(pg ? sql`true` : sql`1`)).execute();
      // Followed clubs' events created up to this instant have been in a digest (or had the chance).
      await db.schema.alterTable('students').addColumn('digest_through', instant).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('follows').ifExists().execute();
    },
  };
}
