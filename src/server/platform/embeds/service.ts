import { displayOrganizer } from '../../../domain/event-display.ts';
import type { EventView } from '../../../domain/events.ts';
import { MSG } from '../../../domain/messages.ts';
import type { OembedView } from '../../../domain/responses/oembed.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { toIcs } from '../../events/calendar/ics.ts';
import { findPublicEvent, listUpcomingEvents, type ListFilters } from '../../events/events/queries.ts';
import { presentEvent } from '../../events/events/presenters.ts';
import { clubOr404 } from '../../identity/teams/service.ts';
import { timedEventFields } from '../../infrastructure/outbox/event-fields.ts';
import { AppError, badRequest, notFound } from '../../infrastructure/http/errors.ts';
import { presentOembed } from './presenters.ts';
import type { EventLanguages } from '../../../domain/event-language.ts';

/** An embed shows the next few events; the club's own page and the listing have the rest. */
export const EMBED_LIMIT = 20;
/** A calendar feed holds the club's upcoming events, up to this many. */
const FEED_LIMIT = 200;

type Filters = Omit<ListFilters, 'limit' | 'now' | 'cursor'>;

/**
 * Events as their clubs wrote them: an embed is one cached page for every visitor of the
 * club's site, framed in the site's own words, not in each visitor's language.
 */
const asWritten = (ctx: ServerContext): EventLanguages => ({ campus: ctx.config.defaultLanguage });

async function upcomingEvents(ctx: ServerContext, filters: Filters, limit: number) {
  const now = new Date();
  const rows = await listUpcomingEvents(ctx.db, { ...filters, limit, now: now.toISOString() });
  return rows.slice(0, limit);
}

/** The club's next events for its embed, with its name: 404 for an unknown club. */
export async function clubEmbed(ctx: ServerContext, organizerId: string): Promise<{ club: { id: string; name: string }; events: EventView[] }> {
  const club = await clubOr404(ctx, organizerId);
  const now = new Date();
  const events = (await upcomingEvents(ctx, { organizerId }, EMBED_LIMIT)).map((row) => presentEvent(row, asWritten(ctx), now));
  return { club: { id: club.id, name: displayOrganizer(club.name, ctx.config.defaultLanguage) }, events };
}

/** The listing's next events, filtered as its address says. */
export async function listingEmbed(ctx: ServerContext, filters: Filters): Promise<EventView[]> {
  const now = new Date();
  return (await upcomingEvents(ctx, filters, EMBED_LIMIT)).map((row) => presentEvent(row, asWritten(ctx), now));
}

/** One public event: 404 when unknown or not approved. */
export async function eventEmbed(ctx: ServerContext, eventId: string): Promise<EventView> {
  const row = await findPublicEvent(ctx.db, eventId);
  if (!row) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
  return presentEvent(row, asWritten(ctx));
}

/** The club's upcoming public events as one iCalendar document, named after the club. */
export async function clubCalendar(ctx: ServerContext, organizerId: string): Promise<string> {
  const club = await clubOr404(ctx, organizerId);
  const rows = await upcomingEvents(ctx, { organizerId }, FEED_LIMIT);
  const { publicUrl, campusTimeZone } = ctx.config;
  return toIcs(rows.map((row) => timedEventFields(row, campusTimeZone)), publicUrl, `${displayOrganizer(club.name, ctx.config.defaultLanguage)} · Quad`);
}

/** The event id an address names, when it is an event page of this site; `undefined` for another page of it; 400 for another site's. */
export function eventIdOf(publicUrl: string, address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw badRequest(MSG.oembedNotOurs, { url: MSG.oembedNotOurs });
  }
  if (url.origin !== new URL(publicUrl).origin) throw badRequest(MSG.oembedNotOurs, { url: MSG.oembedNotOurs });
  const match = /^\/events\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/**
 * oEmbed for an event page (oembed.com): JSON only (501 for any other format, as the
 * specification says), 400 for another site's address, 404 for anything else of this site
 * that is not a public event.
 */
export async function eventOembed(ctx: ServerContext, query: { url: string; format?: string; maxwidth?: number; maxheight?: number }): Promise<OembedView> {
  if (query.format && query.format !== 'json') throw new AppError(501, 'NOT_IMPLEMENTED', MSG.oembedJsonOnly);
  const eventId = eventIdOf(ctx.config.publicUrl, query.url);
  if (eventId === undefined) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
  const event = await eventEmbed(ctx, eventId);
  return presentOembed(event, ctx.config, { maxwidth: query.maxwidth, maxheight: query.maxheight });
}

