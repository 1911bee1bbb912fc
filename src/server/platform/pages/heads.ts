import { eventPagePath } from '../../../domain/event-path.ts';
import { eventWhen } from '../../../domain/event-when.ts';
import type { EventView } from '../../../domain/events.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { summary, type PageHead } from './head.ts';
import { eventJsonLd } from './structured-data.ts';

/** The head of each public page (API.md "Public pages"): what a link preview and a search engine read. */

type Ctx = Pick<ServerContext, 'config'>;

const siteName = (ctx: Ctx) => `Quad · ${ctx.config.campusName}`;

function siteHead(ctx: Ctx, path: string, title: string, description: string): PageHead {
  const { publicUrl } = ctx.config;
  return { title, description, url: `${publicUrl}${path}`, image: `${publicUrl}/og.png`, imageAlt: siteName(ctx), type: 'website', siteName: siteName(ctx) };
}

/** The pages whose head does not depend on data, by path. */
export function staticHead(ctx: Ctx, path: string): PageHead | undefined {
  const campus = ctx.config.campusName;
  switch (path) {
    case '/':
      return siteHead(ctx, '/', 'Quad · Campus events', `Discover what is on at ${campus}: talks, workshops, fests and club meetups. Register in seconds.`);
    case '/about':
      return siteHead(ctx, path, 'About · Quad', `Quad is the events app of ${campus}: students find and register for events, clubs run them.`);
    case '/terms':
      return siteHead(ctx, path, 'Terms · Quad', `The terms of using Quad, the events app of ${campus}.`);
    case '/privacy':
      return siteHead(ctx, path, 'Privacy · Quad', `What Quad keeps about you at ${campus}, why, who sees it and for how long.`);
    case '/developers':
      return siteHead(ctx, path, 'Developers · Quad', 'The team that builds Quad, and how to reach them.');
    case '/login':
      return siteHead(ctx, path, 'Sign in · Quad', `Sign in to Quad to register for events at ${campus}.`);
    case '/student-signup':
      return siteHead(ctx, path, 'Student sign-up · Quad', `Create your student account on Quad, the events app of ${campus}.`);
    case '/organizer-signup':
      return siteHead(ctx, path, 'Club sign-up · Quad', `Run your club's events on Quad, the events app of ${campus}.`);
    default:
      return undefined;
  }
}

export function clubHead(ctx: Ctx, club: { id: string; name: string; field: string }): PageHead {
  const path = `/${encodeURIComponent(club.id)}/dashboard`;
  return {
    ...siteHead(ctx, path, `${club.name} · Quad`, summary(`${club.name} (${club.field}) at ${ctx.config.campusName}: upcoming events on Quad.`)),
    image: `${ctx.config.publicUrl}/${encodeURIComponent(club.id)}/og.png`,
    imageAlt: club.name,
    type: 'profile',
  };
}

/** What a preview of an event shows: its card (in the language its page shows) and one line about it. */
function eventPreview(ctx: Ctx, event: EventView) {
  const url = `${ctx.config.publicUrl}${eventPagePath(event.id)}`;
  // The preview shows the name the page shows: a translation's is asked for by its language.
  const image = event.language && event.language !== event.originalLanguage ? `${url}/og.png?lang=${event.language}` : `${url}/og.png`;
  const when = eventWhen(event.startsAt, ctx.config.campusTimeZone);
  return {
    url,
    image,
    imageAlt: `${event.name}, ${when}`,
    description: summary(`${when} at ${event.venue}, by ${event.organizer.name}. ${event.description}`),
  };
}

export function eventHead(ctx: Ctx, event: EventView): PageHead {
  const { publicUrl, campusName, campusTimeZone } = ctx.config;
  const { url, image, imageAlt, description } = eventPreview(ctx, event);
  return {
    title: `${event.name} · ${event.organizer.name} · Quad`,
    description,
    url,
    image,
    imageAlt,
    type: 'event',
    siteName: siteName(ctx),
    oembed: `${publicUrl}/api/oembed?${new URLSearchParams({ url, format: 'json' })}`,
    jsonLd: eventJsonLd(event, { publicUrl, campusName, timeZone: campusTimeZone }, {
      page: url,
      image,
      organizer: `${publicUrl}/${encodeURIComponent(event.organizer.id)}/dashboard`,
    }),
  };
}

/**
 * A student's registration form: titled as the app titles it (register.titleFor), with the
 * event's preview; the event's page, not this one, carries its structured data.
 */
export function registerHead(ctx: Ctx, event: EventView): PageHead {
  const { image, imageAlt, description } = eventPreview(ctx, event);
  return { ...siteHead(ctx, `/${encodeURIComponent(event.id)}/register`, `Register: ${event.name} · Quad`, description), image, imageAlt };
}

export function notFoundHead(ctx: Ctx, path: string): PageHead {
  return siteHead(ctx, path, 'Page not found · Quad', 'This page does not exist, or the event was removed.');
}
