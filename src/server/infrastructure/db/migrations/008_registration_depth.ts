import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

const STATUSES = sql`status in ('registered', 'waitlisted', 'pending', 'declined', 'offered', 'entered')`;

/**
 * Registration depth: questions and answers, approval, registration windows,
 * claim deadlines for waitlist offers, and lotteries with their published draws.
 */
export function registrationDepthMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  const no = dialect === 'postgres' ? sql`false` : sql`0`;
  return {
    async up(db: Kysely<unknown>) {
      // Questions as JSON: each {id, label, kind, options, required, removed?}; a removed one keeps its answers' label.
      await db.schema.alterTable('events').addColumn('questions', 'text', (c) => c.notNull().defaultTo('[]')).execute();
      await db.schema.alterTable('events').addColumn('approval', bool, (c) => c.notNull().defaultTo(no)).execute();
      await db.schema.alterTable('events').addColumn('registration_opens_at', instant).execute();
      await db.schema.alterTable('events').addColumn('registration_closes_at', instant).execute();
      await db.schema.alterTable('events').addColumn('claim_hours', 'integer').execute();
      await db.schema.alterTable('events').addColumn('allocation', 'text', (c) => c.notNull().defaultTo('first-come')).execute();
      await db.schema.alterTable('events').addColumn('draw_at', instant).execute();
      await db.schema.alterTable('events').addColumn('drawn_at', instant).execute();
      await db.schema.alterTable('events').addColumn('pending_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('events').addColumn('entered_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      // The sweep's reads: lotteries due for their draw.
      await db.schema.createIndex('events_draw_due').on('events').columns(['draw_at']).where(sql.ref('drawn_at'), 'is', null).execute();

      await db.schema.alterTable('registrations').addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}')).execute();
      await db.schema.alterTable('registrations').addColumn('offer_expires_at', instant).execute();
      // A lottery's waitlist is in drawn order; first come, first served leaves it null (arrival order).
      await db.schema.alterTable('registrations').addColumn('queue_position', 'integer').execute();
      await db.schema.createIndex('registrations_offers_due').on('registrations').columns(['offer_expires_at']).where(sql.ref('status'), '=', 'offered').execute();

      // The published draw: its seed and the entrant list it was run on (registration ids, sorted).
      await db.schema
        .createTable('draws')
        .addColumn('event_id', 'text', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('entrants', 'text', (c) => c.notNull())
        .addColumn('winners', 'text', (c) => c.notNull())
        .addColumn('waitlist', 'text', (c) => c.notNull())
        .addColumn('drawn_at', instant, (c) => c.notNull())
        .execute();

      await widenStatuses(db, dialect);
    },
    async down() {},
  };
}

/** The status CHECK gains the new states: PostgreSQL alters it; SQLite rebuilds the table (its documented way). */
async function widenStatuses(db: Kysely<unknown>, dialect: Dialect) {
  if (dialect === 'postgres') {
    await sql`alter table registrations drop constraint if exists registrations_status_check`.execute(db);
    await sql`alter table registrations add constraint registrations_status_check check (${STATUSES})`.execute(db);
    return;
  }
  // Kysely runs SQLite migrations outside a transaction, so the pragma takes effect;
  // with foreign keys off, dropping the old table cascades to nothing (reminders_sent keeps its rows).
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    const columns = sql.raw(
      'id, event_id, student_id, name, usn, email, semester, contact_no, status, ticket_code, checked_in_at, created_at, updated_at, answers, offer_expires_at, queue_position',
    );
    await sql`create table registrations_new (
      id text primary key,
      event_id text not null references events (id) on delete cascade,
      student_id text not null references students (user_id) on delete cascade,
      name text not null,
      usn text not null,
      email text not null,
      semester text not null,
      contact_no text,
      status text not null check (${STATUSES}),
      ticket_code text not null unique,
      checked_in_at text,
      created_at text not null,
      updated_at text not null,
      answers text not null default '{}',
      offer_expires_at text,
      queue_position integer,
      constraint registrations_event_student unique (event_id, student_id)
    )`.execute(db);
    await sql`insert into registrations_new (${columns}) select ${columns} from registrations`.execute(db);
    await sql`drop table registrations`.execute(db);
    await sql`alter table registrations_new rename to registrations`.execute(db);
    await sql`create index registrations_event_status on registrations (event_id, status, created_at)`.execute(db);
    await sql`create index registrations_student on registrations (student_id)`.execute(db);
    await sql`create index registrations_offers_due on registrations (offer_expires_at) where status = 'offered'`.execute(db);
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
