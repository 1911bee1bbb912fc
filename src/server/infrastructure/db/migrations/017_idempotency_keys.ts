import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * Creates that are safe to send twice: the first answer to an `Idempotency-Key`, per
 * account, method and path. `status` null: that first request is still running.
 * `fingerprint` is a SHA-256 of the request's body, so a key reused for another body is
 * refused rather than replayed. Rows older than a day are deleted by the sweeper.
 */
export function idempotencyKeysMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('owner_id', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('status', 'integer')
        .addColumn('content_type', 'text')
        .addColumn('body', 'text')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['owner_id', 'method', 'path', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
    },
    async down() {},
  };
}
