import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * Shared involvement records: a student's link to a signed copy of the parts
 * of their record they chose. Only a SHA-256 hash of the link's token is kept (as for
 * club invitations), so the table alone opens no record. `record` is the snapshot taken
 * when the link was made (canonical JSON) and `signature` the server's Ed25519 signature
 * of it; `revoked_at` set: the link is withdrawn and answers 404.
 */
export function involvementLinksMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('involvement_links')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('student_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('include', 'text', (c) => c.notNull())
        .addColumn('record', 'text', (c) => c.notNull())
        .addColumn('signature', 'text', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('revoked_at', instant)
        .execute();
      await db.schema.createIndex('involvement_links_student').on('involvement_links').columns(['student_id', 'created_at']).execute();
    },
    async down() {},
  };
}
