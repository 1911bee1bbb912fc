import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * Privacy: the retention schedule the campus office sets (one row; a null period falls
 * back to the environment), when each account was last seen and warned of its deletion,
 * and feedback that outlives its author's link (student_id nullable: the retention sweep
 * unlinks it, its rating and comment stay).
 */
export function privacyMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('retention_settings')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('answers_days', 'integer')
        .addColumn('feedback_author_days', 'integer')
        .addColumn('sessions_days', 'integer')
        .addColumn('audit_days', 'integer')
        .addColumn('inactive_account_days', 'integer')
        .addColumn('updated_at', instant, (c) => c.notNull())
        .addColumn('updated_by', 'text')
        .execute();
      await db.schema
        .createTable('account_activity')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('last_seen_at', instant, (c) => c.notNull())
        .addColumn('warned_at', instant)
        .execute();

      if (dialect === 'postgres') {
        await sql`alter table feedback alter column student_id drop not null`.execute(db);
        return;
      }
      // SQLite cannot drop a NOT NULL: the table is made again with the same rows and indexes.
      await sql`create table feedback_new (
        id text primary key,
        event_id text not null references events(id) on delete cascade,
        student_id text references students(user_id) on delete cascade,
        rating integer not null check (rating between 1 and 5),
        comments text not null,
        created_at text not null,
        constraint feedback_event_student unique (event_id, student_id)
      )`.execute(db);
      await sql`insert into feedback_new (id, event_id, student_id, rating, comments, created_at) select id, event_id, student_id, rating, comments, created_at from feedback`.execute(db);
      await sql`drop table feedback`.execute(db);
      await sql`alter table feedback_new rename to feedback`.execute(db);
      await db.schema.createIndex('feedback_student').on('feedback').column('student_id').execute();
      await db.schema.createIndex('feedback_event_created').on('feedback').columns(['event_id', 'created_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('account_activity').ifExists().execute();
      await db.schema.dropTable('retention_settings').ifExists().execute();
    },
  };
}
