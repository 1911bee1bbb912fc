import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * Event approval: an event's review by the campus office. Every existing event
 * is approved; with EVENT_APPROVAL=required new ones start pending. `first_approved_at`
 * remembers that followers were told (once, at the first approval).
 */
export function eventReviewMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('events')
        .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('approved').check(sql`review_status in ('approved', 'pending', 'rejected')`))
        .execute();
      await db.schema.alterTable('events').addColumn('review_reason', 'text').execute();
      await db.schema.alterTable('events').addColumn('reviewed_at', instant).execute();
      await db.schema.alterTable('events').addColumn('first_approved_at', instant).execute();
      await db.schema.createIndex('events_review_queue').on('events').columns(['review_status', 'starts_at']).where(sql.ref('review_status'), '!=', 'approved').execute();
    },
    async down() {},
  };
}
