import { z } from 'zod';

/**
 * GET /api/oembed: an event as an oEmbed 1.0 "rich" answer (oembed.com §2.3): `html`
 * with its `width` and `height`, and the event's preview image as the thumbnail (its
 * URL, width and height always together, as the specification asks).
 */
export const oembedSchema = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  title: z.string(),
  author_name: z.string(),
  author_url: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  cache_age: z.number().int(),
  thumbnail_url: z.string(),
  thumbnail_width: z.number().int(),
  thumbnail_height: z.number().int(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type OembedView = z.infer<typeof oembedSchema>;
