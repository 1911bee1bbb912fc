import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * Clubs' webhooks. An endpoint is a club's (its owner or a manager adds it): its address,
 * the signing secret (Standard Webhooks, `whsec_…`; kept as given, since every delivery is
 * signed with it), the event types it takes (space-separated) and whether its payloads may
 * carry registrants' contacts (the owner's consent, given when adding it). `failing_since`
 * is the first failure after the last success; `disabled_at` is set when it failed too long.
 * A delivery is one message to one endpoint: its id is the `webhook-id` on every attempt
 * and resend; its payload is the exact body sent. The outbox row that carries it (kind
 * `webhook`) is written in the same transaction as the change it tells of.
 */
export function webhooksMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  const bool = dialect === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('organizer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('include_contacts', bool, (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .addColumn('failing_since', instant)
        .addColumn('disabled_at', instant)
        .execute();
      await db.schema.createIndex('webhook_endpoints_organizer').on('webhook_endpoints').columns(['organizer_id', 'created_at']).execute();
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('endpoint_id', 'text', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('response_status', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('last_attempt_at', instant)
        .addColumn('delivered_at', instant)
        .execute();
      await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'created_at']).execute();
    },
    async down() {},
  };
}
