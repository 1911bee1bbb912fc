import type { Kysely, Migration } from 'kysely';

/**
 * Sensitive answers: a registration's answers to the questions its organizer marked
 * sensitive are kept apart from the others, encrypted (`sensitive_answers`: one
 * AES-256-GCM value of their JSON, see security/data-encryption.ts; null when none), so
 * no search or export of the plain answers reaches them and the retention sweep erases
 * them on their own schedule (`sensitive_answers_days`, null: the environment's).
 */
export function sensitiveAnswersMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('registrations').addColumn('sensitive_answers', 'text').execute();
      await db.schema.alterTable('retention_settings').addColumn('sensitive_answers_days', 'integer').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('retention_settings').dropColumn('sensitive_answers_days').execute();
      await db.schema.alterTable('registrations').dropColumn('sensitive_answers').execute();
    },
  };
}
