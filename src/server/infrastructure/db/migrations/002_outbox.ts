import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * The outbox: every message Quad commits to sending, written in the transaction of
 * the change that causes it, delivered by the sender (outbox/sender.ts).
 */
export function outboxMigration(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const instant = pg ? 'timestamptz' : 'text';

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        // Stable across retries: a resend after a crash is recognisable as the same message.
        // `<id@host>`: unique as the id is, with no index of its own to keep up.
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        // The account the message is for: deleting it takes its messages along.
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        // No reference: an event's cancellation notices outlive the event.
        .addColumn('event_id', 'text')
        // Messages sent together (an announcement), counted together.
        .addColumn('batch_id', 'text')
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`))
        // A link that expires (sign-in, reset) is not worth sending after it does.
        .addColumn('expires_at', instant)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', instant, (c) => c.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('sent_at', instant)
        .execute();
      // The sender's question: what is due now, oldest first.
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
      // No index on user_id: deleting an account (rare) may scan the outbox (kept to
      // MAIL_RETENTION_DAYS), so that each message written in a rush updates one index less.
      // Only an announcement's messages have a batch: the other rows stay out of this index.
      await db.schema.createIndex('outbox_batch').on('outbox').columns(['batch_id', 'status']).where(sql.ref('batch_id'), 'is not', null).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('outbox').ifExists().execute();
    },
  };
}
