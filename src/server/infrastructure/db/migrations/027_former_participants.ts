import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * Former participants: a registration may outlive its student's account. When a student
 * deletes their account, their registrations of events that have begun stay with
 * `student_id` null and every personal field emptied (identity/accounts/delete.ts), so
 * the events' counts, check-ins and the club's insights do not change after the fact.
 */
export function formerParticipantsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table registrations alter column student_id drop not null`.execute(db);
        return;
      }
      await rebuildRegistrations(db);
    },
    async down() {},
  };
}

/**
 * SQLite cannot drop a NOT NULL: the table is made again (its documented way, as 008 did)
 * with the same columns, constraints and rows; its indexes and triggers, read from the
 * schema before the old table goes, are made again as they were.
 */
async function rebuildRegistrations(db: Kysely<unknown>) {
  // Kysely runs SQLite migrations outside a transaction, so the pragma takes effect; with
  // foreign keys off, dropping the old table cascades to nothing (reminders_sent keeps its rows).
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    const kept = await sql<{ sql: string }>`
      select sql from sqlite_master where tbl_name = 'registrations' and type in ('index', 'trigger') and sql is not null order by type, name
    `.execute(db);
    const columns = sql.raw(
      'id, event_id, student_id, name, usn, email, semester, contact_no, status, ticket_code, checked_in_at, created_at, updated_at, answers, offer_expires_at, queue_position, sensitive_answers',
    );
    await sql`create table registrations_new (
      id text primary key,
      event_id text not null references events (id) on delete cascade,
      student_id text references students (user_id) on delete cascade,
      name text not null,
      usn text not null,
      email text not null,
      semester text not null,
      contact_no text,
      status text not null check (status in ('registered', 'waitlisted', 'pending', 'declined', 'offered', 'entered')),
      ticket_code text not null unique,
      checked_in_at text,
      created_at text not null,
      updated_at text not null,
      answers text not null default '{}',
      offer_expires_at text,
      queue_position integer,
      sensitive_answers text,
      constraint registrations_event_student unique (event_id, student_id)
    )`.execute(db);
    await sql`insert into registrations_new (${columns}) select ${columns} from registrations`.execute(db);
    await sql`drop table registrations`.execute(db);
    await sql`alter table registrations_new rename to registrations`.execute(db);
    for (const { sql: statement } of kept.rows) await sql.raw(statement).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length) throw new Error('registrations rebuild broke a foreign key');
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => {});
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
