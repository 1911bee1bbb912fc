import { sql } from 'kysely';
import type { RouteThing } from '../../../domain/page-render.ts';
import type { Db } from '../../infrastructure/db/connection.ts';
import { hashToken } from '../../identity/teams/service.ts';

/** A sitemap holds at most 50,000 URLs (sitemaps.org); the newest events come first. */
export const SITEMAP_LIMIT = 50_000;

export function listSitemapEvents(db: Db, limit: number) {
  return db.selectFrom('events').select(['id', 'updated_at']).where('review_status', '=', 'approved').orderBy('starts_at', 'desc').orderBy('id').limit(limit).execute();
}

export function listSitemapOrganizers(db: Db, limit: number) {
  return db.selectFrom('organizers').select(['user_id as id', 'updated_at']).orderBy('user_id').limit(limit).execute();
}

/** Whether a page's thing exists (router.tsx's path parameters, domain/page-render.ts). */
export async function thingExists(db: Db, thing: RouteThing, value: string): Promise<boolean> {
  const found = await (() => {
    switch (thing) {
      case 'event':
        return db.selectFrom('events').select('id').where('id', '=', value).executeTakeFirst();
      case 'series':
        return db.selectFrom('series').select('id').where('id', '=', value).executeTakeFirst();
      case 'club':
        return db.selectFrom('organizers').select('user_id').where('user_id', '=', value).executeTakeFirst();
      case 'club-name':
        return db.selectFrom('organizers').select('user_id').where('name', '=', value).executeTakeFirst();
      case 'registration':
        return db.selectFrom('registrations').select('id').where('id', '=', value).executeTakeFirst();
      case 'student':
        return db.selectFrom('students').select('user_id').where(sql<string>`upper(usn)`, '=', value.toUpperCase()).executeTakeFirst();
      case 'invitation':
        return db.selectFrom('club_invitations').select('id').where('token_hash', '=', hashToken(value)).executeTakeFirst();
    }
  })();
  return found !== undefined;
}
