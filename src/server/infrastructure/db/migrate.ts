import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DbHandle, Dialect } from './connection.ts';
import { initialMigration } from './migrations/001_initial.ts';
import { outboxMigration } from './migrations/002_outbox.ts';
import { announcementsMigration } from './migrations/003_announcements.ts';
import { remindersMigration } from './migrations/004_reminders.ts';
import { followsMigration } from './migrations/005_follows.ts';
import { eventTagsMigration } from './migrations/006_event_tags.ts';
import { seriesMigration } from './migrations/007_series.ts';
import { registrationDepthMigration } from './migrations/008_registration_depth.ts';
import { venuesMigration } from './migrations/009_venues.ts';
import { clubTeamsMigration } from './migrations/010_club_teams.ts';
import { auditMigration } from './migrations/011_audit.ts';
import { eventReviewMigration } from './migrations/012_event_review.ts';
import { selfCheckInMigration } from './migrations/013_self_check_in.ts';
import { eventEndTimeMigration } from './migrations/014_event_end_time.ts';
import { involvementLinksMigration } from './migrations/015_involvement_links.ts';
import { arrivalOrderMigration } from './migrations/016_arrival_order.ts';
import { idempotencyKeysMigration } from './migrations/017_idempotency_keys.ts';
import { wholeCardImagesMigration } from './migrations/018_whole_card_images.ts';
import { pushSubscriptionsMigration } from './migrations/019_push_subscriptions.ts';
import { accountLanguageMigration } from './migrations/020_account_language.ts';
import { credentialsMigration } from './migrations/021_credentials.ts';
import { privacyMigration } from './migrations/022_privacy.ts';
import { apiTokensMigration } from './migrations/023_api_tokens.ts';
import { webhooksMigration } from './migrations/024_webhooks.ts';
import { sensitiveAnswersMigration } from './migrations/025_sensitive_answers.ts';
import { eventTranslationsMigration } from './migrations/026_event_translations.ts';
import { formerParticipantsMigration } from './migrations/027_former_participants.ts';
import { checkedInIndexMigration } from './migrations/028_checked_in_index.ts';

function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001_initial': initialMigration(dialect),
    '002_outbox': outboxMigration(dialect),
    '003_announcements': announcementsMigration(dialect),
    '004_reminders': remindersMigration(dialect),
    '005_follows': followsMigration(dialect),
    '006_event_tags': eventTagsMigration(),
    '007_series': seriesMigration(dialect),
    '008_registration_depth': registrationDepthMigration(dialect),
    '009_venues': venuesMigration(dialect),
    '010_club_teams': clubTeamsMigration(dialect),
    '011_audit': auditMigration(dialect),
    '012_event_review': eventReviewMigration(dialect),
    '013_self_check_in': selfCheckInMigration(dialect),
    '014_event_end_time': eventEndTimeMigration(),
    '015_involvement_links': involvementLinksMigration(dialect),
    '016_arrival_order': arrivalOrderMigration(dialect),
    '017_idempotency_keys': idempotencyKeysMigration(dialect),
    '018_whole_card_images': wholeCardImagesMigration(),
    '019_push_subscriptions': pushSubscriptionsMigration(dialect),
    '020_account_language': accountLanguageMigration(),
    '021_credentials': credentialsMigration(dialect),
    '022_privacy': privacyMigration(dialect),
    '023_api_tokens': apiTokensMigration(dialect),
    '024_webhooks': webhooksMigration(dialect),
    '025_sensitive_answers': sensitiveAnswersMigration(),
    '026_event_translations': eventTranslationsMigration(),
    '027_former_participants': formerParticipantsMigration(dialect),
    '028_checked_in_index': checkedInIndexMigration(),
  };
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations() {
    return this.migrations;
  }
}

async function migratorFor(handle: DbHandle): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one;
  // PostgreSQL test files run side by side in their own schemas, so name ours.
  const migrationTableSchema = handle.dialect === 'postgres'
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
    : undefined;
  return new Migrator({ db: handle.db, provider: new StaticProvider(migrationsFor(handle.dialect)), migrationTableSchema });
}

/** Brings the database to the latest schema; run at every start-up. */
export async function migrateToLatest(handle: DbHandle): Promise<string[]> {
  const { error, results } = await (await migratorFor(handle)).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Brings an empty or older database up to the named migration and no further: a migration's test plants rows in the schema before it. */
export async function migrateUpTo(handle: DbHandle, name: string): Promise<void> {
  const { error } = await (await migratorFor(handle)).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
