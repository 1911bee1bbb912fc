import { z } from 'zod';
import { AUDIT_ACTIONS } from '../audit-actions.ts';

export { AUDIT_ACTIONS, type AuditAction } from '../audit-actions.ts';

/** A page of the log holds 50 entries unless asked for fewer or more, at most 200. */
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

/** An address is at most 254 characters (RFC 5321); ids Quad makes are far shorter than 100. */
const AUDIT_ID_MAX = 100;
const AUDIT_EMAIL_MAX = 254;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`;
export const UNKNOWN_ACTION_MESSAGE = `action must be one of ${AUDIT_ACTIONS.join(', ')}`;

/** An empty filter (a form's cleared field) is no filter. */
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const filter = (name: string, max: number) =>
  z.preprocess(blankIsAbsent, z.string({ error: `${name} must be text` }).trim().max(max, `${name} must be at most ${max} characters`).optional());

/** GET /api/admin/audit: its filters (each narrows; all together) and its page. */
export const auditQuerySchema = z.object({
  eventId: filter('eventId', AUDIT_ID_MAX),
  /** The account's id or its e-mail address (exact, ignoring case). */
  actor: filter('actor', AUDIT_EMAIL_MAX),
  organizerId: filter('organizerId', AUDIT_ID_MAX),
  action: z.preprocess(blankIsAbsent, z.enum(AUDIT_ACTIONS, { error: UNKNOWN_ACTION_MESSAGE }).optional()),
  /** The previous page's `nextCursor`: entries older than its last. */
  before: z.preprocess(blankIsAbsent, z.string({ error: 'Invalid cursor' }).max(200, 'Invalid cursor').optional()),
  limit: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(AUDIT_PAGE_MAX, LIMIT_MESSAGE).optional(),
  ),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
