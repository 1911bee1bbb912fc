import type { Kysely, Migration } from 'kysely';

/**
 * The language a person chose for Quad (en, hi, kn), kept on the account so that every
 * device, and every e-mail sent to them, uses it. Null: not chosen, so the browser's
 * `lang` cookie or Accept-Language decides, and mail goes out in DEFAULT_LANGUAGE.
 */
export function accountLanguageMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('language', 'text').execute();
    },
    async down() {},
  };
}
