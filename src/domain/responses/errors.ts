import { z } from 'zod';

/** Every error of Quad's API (API.md "Conventions"); `fields` only for per-field validation problems. */
export const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorSchema>;
