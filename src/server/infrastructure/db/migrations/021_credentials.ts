import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * Learning outcomes, reflections and Open Badges credentials.
 * - `learning_outcomes`: the campus office's list; `name_key` (the name in lower case)
 *   keeps two outcomes from sharing a name. Events name up to three in `events.outcomes`
 *   (a JSON array of ids, as `tags`).
 * - `reflections`: one per student and event, `pending` until the club approves or
 *   returns it (`return_reason`).
 * - `credentials`: each credential issued, its signed content kept as issued
 *   (`credential`, canonical JSON) so the same credential always signs to the same JWT.
 *   `event_id` has no foreign key on purpose: the row outlives a deleted event, whose
 *   credential then reads as revoked. (`status_list`, `status_index`) is its bit in the
 *   Bitstring Status List; `revoked_at` set: that bit is 1.
 */
export function credentialsMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('learning_outcomes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
      await db.schema.alterTable('events').addColumn('outcomes', 'text', (c) => c.notNull().defaultTo('[]')).execute();
      await db.schema
        .createTable('reflections')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('return_reason', 'text')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .addColumn('reviewed_at', instant)
        .addUniqueConstraint('reflections_event_student', ['event_id', 'student_id'])
        .execute();
      await db.schema.createIndex('reflections_student').on('reflections').column('student_id').execute();
      await db.schema
        .createTable('credentials')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('source_key', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text')
        .addColumn('reflection_id', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('credential', 'text', (c) => c.notNull())
        .addColumn('status_list', 'integer', (c) => c.notNull())
        .addColumn('status_index', 'integer', (c) => c.notNull())
        .addColumn('issued_at', instant, (c) => c.notNull())
        .addColumn('revoked_at', instant)
        .addUniqueConstraint('credentials_status_bit', ['status_list', 'status_index'])
        .addUniqueConstraint('credentials_source', ['student_id', 'source_key'])
        .execute();
      await db.schema.createIndex('credentials_event').on('credentials').column('event_id').execute();
    },
    async down() {},
  };
}
