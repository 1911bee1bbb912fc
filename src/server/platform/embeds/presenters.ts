import { clubPagePath, eventPagePath } from '../../../domain/event-path.ts';
import type { EventView } from '../../../domain/events.ts';
import type { OembedView } from '../../../domain/responses/oembed.ts';
import type { Config } from '../../config.ts';
import { escapeHtml } from '../pages/head.ts';

/** The single-event frame's natural size; a consumer's maxwidth and maxheight shrink it. */
const FRAME = { width: 480, height: 120 };
/** The event's preview image (GET /events/:id/og.png) is always this size. */
const OG_IMAGE = { width: 1200, height: 630 };
/** How long a consumer may keep the answer, in seconds. */
const CACHE_AGE = 3600;

/** GET /api/oembed: the event as an oEmbed "rich" answer whose html frames its card (/embed/events/:id). */
export function presentOembed(
  event: EventView,
  config: Pick<Config, 'publicUrl' | 'campusName'>,
  max: { maxwidth?: number; maxheight?: number },
): OembedView {
  const { publicUrl, campusName } = config;
  const width = Math.min(FRAME.width, max.maxwidth ?? FRAME.width);
  const height = Math.min(FRAME.height, max.maxheight ?? FRAME.height);
  const src = `${publicUrl}/embed${eventPagePath(event.id)}`;
  return {
    version: '1.0',
    type: 'rich',
    title: event.name,
    author_name: event.organizer.name,
    author_url: `${publicUrl}${clubPagePath(event.organizer.id)}`,
    provider_name: `Quad · ${campusName}`,
    provider_url: `${publicUrl}/`,
    cache_age: CACHE_AGE,
    thumbnail_url: `${publicUrl}${eventPagePath(event.id)}/og.png`,
    thumbnail_width: OG_IMAGE.width,
    thumbnail_height: OG_IMAGE.height,
    html: `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}" title="${escapeHtml(event.name)}" style="border:0;max-width:100%" loading="lazy"></iframe>`,
    width,
    height,
  };
}
