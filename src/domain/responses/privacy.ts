import { z } from 'zod';

/** GET /api/me/deletion: what deleting the account would delete and what it would keep. */
export const deletionSummarySchema = z.object({
  deleted: z.array(z.object({ what: z.string(), count: z.number().int() })),
  kept: z.array(z.object({ what: z.string(), count: z.number().int(), why: z.string() })),
  /** The name the audit log will give the person once the account is gone. */
  pseudonym: z.string(),
});
export type DeletionSummary = z.infer<typeof deletionSummarySchema>;
