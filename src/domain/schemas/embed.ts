import { z } from 'zod';

/** The query of GET /api/oembed: the event page's address, the largest size the consumer has room for, and the format. */
export const oembedQuerySchema = z.object({
  url: z.string().trim().min(1).max(2000),
  maxwidth: z.coerce.number().int().positive().max(10_000).optional(),
  maxheight: z.coerce.number().int().positive().max(10_000).optional(),
  format: z.string().trim().max(20).optional(),
});
