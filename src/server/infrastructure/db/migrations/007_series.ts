import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/** A weekly or fortnightly series: each occurrence an ordinary event linked to it. */
export function seriesMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('series')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('organizer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('every', 'text', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      // An occurrence outlives its series row only if the series goes first (never): set null keeps it ordinary.
      await db.schema.alterTable('events').addColumn('series_id', 'text', (c) => c.references('series.id').onDelete('set null')).execute();
      await db.schema.createIndex('events_series').on('events').columns(['series_id', 'starts_at']).execute();
    },
    async down() {},
  };
}
