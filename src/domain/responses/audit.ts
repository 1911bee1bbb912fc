import { z } from 'zod';
import { AUDIT_ACTIONS } from '../schemas/audit.ts';

/**
 * One entry of the audit log. `changes` depends on the action: for an edit
 * `{field: {from, to}}` of the fields it changed; for a removed registration the
 * student's `name`, `usn`, `status` and `registrationId`; for a rejection its `reason`;
 * for a created or deleted event its `date` and `time` (and a deleted one's counts).
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** ISO-8601 UTC. */
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /**
   * Who did it, as they were then; `id` is null once their account is deleted. `token`: the
   * name of the API token the change was made with, present only then.
   */
  actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string(), token: z.string().optional() }),
  /** The club whose event it is; `name` is null once the club is gone. */
  organizer: z.object({ id: z.string(), name: z.string().nullable() }),
  /** The event, which may since have been deleted: its name as it was. */
  eventId: z.string(),
  eventName: z.string(),
  changes: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit: newest first; `nextCursor` is the next page's `before`, null at the end. */
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/admin/audit/events: the log's events whose name contains `q`, to filter the log by one. */
export const auditEventChoicesSchema = z.object({ events: z.array(z.object({ id: z.string(), name: z.string() })) });
export type AuditEventChoices = z.infer<typeof auditEventChoicesSchema>;
