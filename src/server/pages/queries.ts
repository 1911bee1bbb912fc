import type { Db } from '../db/connection.ts';

/** A sitemap holds at most 50,000 URLs (sitemaps.org); the newest events come first. */
export const SITEMAP_LIMIT = 50_000;

export function listSitemapEvents(db: Db, limit: number) {
  return db.selectFrom('events').select(['id', 'updated_at']).where('review_status', '=', 'approved').orderBy('starts_at', 'desc').orderBy('id').limit(limit).execute();
}

export function listSitemapOrganizers(db: Db, limit: number) {
  return db.selectFrom('organizers').select(['user_id as id', 'updated_at']).orderBy('user_id').limit(limit).execute();
}
