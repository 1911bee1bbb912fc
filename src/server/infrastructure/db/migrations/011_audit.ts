import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * The audit log: who created, edited, approved, deleted events and removed
 * registrations, when, and the values changed. An entry outlives what it tells of: the
 * event id carries no foreign key (a deleted event keeps its history, with its name as
 * it was), and the actor's id is cleared when their account is deleted while their
 * name and address stay, so the log remains readable. `changes` is JSON text on both
 * databases, like the events' tags and questions. `action` has no CHECK: the actions
 * are the domain's (AUDIT_ACTIONS) and grow with it, and widening a CHECK on SQLite means
 * rebuilding the table (see 008).
 */
export function auditMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_entries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', instant, (c) => c.notNull())
        .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('actor_email', 'text', (c) => c.notNull())
        .addColumn('organizer_id', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('event_name', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('changes', 'text')
        .execute();
      // Newest first, whole or narrowed by club (a club's own view), event, actor or action.
      await db.schema.createIndex('audit_entries_at').on('audit_entries').columns(['at', 'id']).execute();
      await db.schema.createIndex('audit_entries_organizer_at').on('audit_entries').columns(['organizer_id', 'at', 'id']).execute();
      await db.schema.createIndex('audit_entries_event_at').on('audit_entries').columns(['event_id', 'at', 'id']).execute();
      await db.schema.createIndex('audit_entries_actor_at').on('audit_entries').columns(['actor_id', 'at']).execute();
      await db.schema.createIndex('audit_entries_actor_email_at').on('audit_entries').columns(['actor_email', 'at']).execute();
      await db.schema.createIndex('audit_entries_action_at').on('audit_entries').columns(['action', 'at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('audit_entries').ifExists().execute();
    },
  };
}
