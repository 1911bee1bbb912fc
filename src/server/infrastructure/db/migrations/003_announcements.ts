import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../connection.ts';

/** Announcements from an event's organizer, and every account's in-app inbox. */
export function announcementsMigration(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const instant = pg ? 'timestamptz' : 'text';
  const bool = pg ? 'boolean' : 'integer';

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('announcements')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('include_waitlist', bool, (c) => c.notNull().defaultTo(pg ? sql`false` : 0))
        .addColumn('recipients', 'integer', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      // An event's announcements, newest first; and the count of the last day's (the limit).
      await db.schema.createIndex('announcements_event_created').on('announcements').columns(['event_id', 'created_at']).execute();

      await db.schema
        .createTable('inbox_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        // Kept when the event goes: the message was still said.
        .addColumn('event_id', 'text')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('read_at', instant)
        .execute();
      await db.schema.createIndex('inbox_items_user_created').on('inbox_items').columns(['user_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('inbox_items').ifExists().execute();
      await db.schema.dropTable('announcements').ifExists().execute();
    },
  };
}
