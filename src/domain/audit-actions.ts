/**
 * What the audit log records; approval and rejection are written by the
 * approval queue. Apart from the query schema so the web app's filter list brings no zod.
 */
export const AUDIT_ACTIONS = ['event.created', 'event.edited', 'event.deleted', 'event.approved', 'event.rejected', 'registration.removed', 'club.taken-over', 'account.exported', 'retention.swept', 'registrations.exported-sensitive'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
