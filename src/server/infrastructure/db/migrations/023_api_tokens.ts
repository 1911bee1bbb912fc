import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * API tokens: a person's own (`organizer_id` null) or a club's (made by its owner, acting as
 * the club's account). Only a SHA-256 hash of the token is kept, so the table alone opens
 * nothing. `scopes` is a space-separated list of the domain's TOKEN_SCOPES. A deleted token
 * is a deleted row. The audit log names the token a write was made with (`token_name`,
 * null for writes made in the app).
 */
export function apiTokensMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('organizer_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('expires_at', instant)
        .addColumn('last_used_at', instant)
        .execute();
      await db.schema.createIndex('api_tokens_user').on('api_tokens').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('api_tokens_organizer').on('api_tokens').columns(['organizer_id', 'created_at']).execute();
      await db.schema.alterTable('audit_entries').addColumn('token_name', 'text').execute();
    },
    async down() {},
  };
}
