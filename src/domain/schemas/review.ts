import { z } from 'zod';
import { MSG } from '../messages.ts';

export const REJECTION_REASON_MAX = 1000;

/** POST /api/admin/events/:id/reject and the office's "Send back" form. */
export const rejectionSchema = z.object({
  reason: z
    .string({ error: MSG.rejectionReasonRequired })
    .trim()
    .min(1, MSG.rejectionReasonRequired)
    .max(REJECTION_REASON_MAX, `Must be at most ${REJECTION_REASON_MAX} characters`),
});
export type RejectionInput = z.input<typeof rejectionSchema>;
