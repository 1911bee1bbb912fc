import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * Venues: the campus's rooms, added by the office, and an event's booking of
 * one. A name is unique within its building, ignoring case; an event's clash check reads
 * the venue's events by start.
 */
export function venuesMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('venues')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('building', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity >= 1`))
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await sql`create unique index venues_building_name on venues (lower(building), lower(name))`.execute(db);
      await db.schema.alterTable('events').addColumn('venue_id', 'text', (c) => c.references('venues.id')).execute();
      await db.schema.createIndex('events_venue_start').on('events').columns(['venue_id', 'starts_at']).where(sql.ref('venue_id'), 'is not', null).execute();
    },
    async down() {},
  };
}
