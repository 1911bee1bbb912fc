import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * The whole data model, for both dialects. Instants are timestamptz on PostgreSQL
 * and ISO text on SQLite; booleans are boolean / integer; bytes are bytea / blob.
 */
export function initialMigration(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const instant = pg ? 'timestamptz' : 'text';
  const bool = pg ? 'boolean' : 'integer';
  const bytes = pg ? 'bytea' : 'blob';

  return {
    async up(db: Kysely<unknown>) {
      // Accounts (Better Auth's tables, snake_case columns).
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('email_verified', bool, (c) => c.notNull().defaultTo(pg ? sql`false` : 0))
        .addColumn('image', 'text')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('student').check(sql`role in ('student', 'organizer')`))
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', instant, (c) => c.notNull())
        .addColumn('ip_address', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('provider_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('access_token', 'text')
        .addColumn('refresh_token', 'text')
        .addColumn('id_token', 'text')
        .addColumn('access_token_expires_at', instant)
        .addColumn('refresh_token_expires_at', instant)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('accounts_user_id').on('accounts').column('user_id').execute();
      await db.schema
        .createIndex('accounts_provider_account')
        .on('accounts')
        .columns(['provider_id', 'account_id'])
        .unique()
        .execute();

      await db.schema
        .createTable('verifications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expires_at', instant, (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('verifications_identifier').on('verifications').column('identifier').execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('last_request', 'bigint', (c) => c.notNull())
        .execute();

      // Profiles: one per user, by role. A Google sign-up may leave them incomplete (nulls).
      await db.schema
        .createTable('students')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('usn', 'text')
        .addColumn('semester', 'text')
        .addColumn('phone', 'text')
        .addColumn('calendar_token', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
      // A USN belongs to one student, whatever its letter case.
      await db.schema
        .createIndex('students_usn_unique')
        .on('students')
        .expression(sql`upper(usn)`)
        .unique()
        .execute();

      await db.schema
        .createTable('organizers')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text')
        .addColumn('field', 'text')
        .addColumn('phone', 'text')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('images')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('uploader_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('data', bytes, (c) => c.notNull())
        .addColumn('card_data', bytes, (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('organizer_id', 'text', (c) => c.notNull().references('organizers.user_id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('venue', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('starts_at', instant, (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(0).check(sql`capacity >= 0`))
        .addColumn('registrations_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`registrations_count >= 0`))
        .addColumn('waitlisted_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`waitlisted_count >= 0`))
        .addColumn('image_id', 'text', (c) => c.references('images.id').onDelete('set null'))
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .execute();
      // The listing: upcoming events in start order (id breaks ties for the cursor).
      await db.schema.createIndex('events_starts_at').on('events').columns(['starts_at', 'id']).execute();
      // An organizer's events (dashboard).
      await db.schema.createIndex('events_organizer').on('events').columns(['organizer_id', 'starts_at']).execute();

      await db.schema
        .createTable('registrations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.user_id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('usn', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('semester', 'text', (c) => c.notNull())
        .addColumn('contact_no', 'text')
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('registered', 'waitlisted')`))
        .addColumn('ticket_code', 'text', (c) => c.notNull().unique())
        .addColumn('checked_in_at', instant)
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .addUniqueConstraint('registrations_event_student', ['event_id', 'student_id'])
        .execute();
      // An event's registrations in order (manage page, waitlist promotion: earliest first).
      await db.schema
        .createIndex('registrations_event_status')
        .on('registrations')
        .columns(['event_id', 'status', 'created_at'])
        .execute();
      // A student's registrations (profile).
      await db.schema.createIndex('registrations_student').on('registrations').column('student_id').execute();

      await db.schema
        .createTable('feedback')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('student_id', 'text', (c) => c.notNull().references('students.user_id').onDelete('cascade'))
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('comments', 'text', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addUniqueConstraint('feedback_event_student', ['event_id', 'student_id'])
        .execute();
      await db.schema.createIndex('feedback_student').on('feedback').column('student_id').execute();
      await db.schema.createIndex('feedback_event_created').on('feedback').columns(['event_id', 'created_at']).execute();

      await db.schema
        .createTable('platform_feedback')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('comments', 'text', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('platform_feedback_created').on('platform_feedback').column('created_at').execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        'platform_feedback', 'feedback', 'registrations', 'events', 'images', 'organizers', 'students',
        'rate_limits', 'verifications', 'accounts', 'sessions', 'users',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
