import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * Web Push: each browser a person turned notifications on in (its push service's
 * endpoint, unique, and the keys its messages are encrypted to), and each student's
 * choice of push, e-mail, both or neither per kind of message (JSON; '{}': the defaults).
 */
export function pushSubscriptionsMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .addColumn('last_success_at', instant)
        .execute();
      await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
      await db.schema.alterTable('students').addColumn('notification_channels', 'text', (c) => c.notNull().defaultTo(sql`'{}'`)).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('push_subscriptions').ifExists().execute();
    },
  };
}
