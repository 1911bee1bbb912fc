import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../connection.ts';

/**
 * Club teams: people who act for a club (managers, door staff, and after a
 * handover its owner), invitations by e-mail (only a hash of the link's token is kept),
 * and the moment a club account handed its sign-in over to a person: from then on
 * nobody signs in as the club itself.
 */
export function clubTeamsMigration(dialect: Dialect): Migration {
  const instant = dialect === 'postgres' ? 'timestamptz' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('club_members')
        .addColumn('organizer_id', 'text', (c) => c.notNull().references('organizers.user_id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'manager', 'door')`))
        .addColumn('created_at', instant, (c) => c.notNull())
        .addPrimaryKeyConstraint('club_members_pk', ['organizer_id', 'user_id'])
        .execute();
      await db.schema.createIndex('club_members_user').on('club_members').column('user_id').execute();
      await db.schema
        .createTable('club_invitations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('organizer_id', 'text', (c) => c.notNull().references('organizers.user_id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('manager', 'door')`))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('expires_at', instant, (c) => c.notNull())
        .execute();
      await sql`create unique index club_invitations_email on club_invitations (organizer_id, lower(email))`.execute(db);
      await db.schema.alterTable('organizers').addColumn('handed_over_at', instant).execute();
    },
    async down() {},
  };
}
