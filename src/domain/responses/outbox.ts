import { z } from 'zod';

/** GET /api/admin/outbox: the outbox's health and its latest failures, for administrators. */
export const outboxStatusSchema = z.object({
  pending: z.number().int(),
  failed: z.number().int(),
  /** When the oldest message still to send was queued (ISO), or null when none waits. */
  oldestPendingAt: z.string().nullable(),
  /** Its age in seconds at the time of the answer (0 when none waits). */
  oldestPendingAgeSeconds: z.number().int(),
  /** Of `pending` and `failed`, the push notifications (rows `push:<kind>`). */
  push: z.object({ pending: z.number().int(), failed: z.number().int() }),
  failures: z.array(z.object({
    id: z.string(),
    kind: z.string(),
    recipient: z.string(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
  })),
});
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;
