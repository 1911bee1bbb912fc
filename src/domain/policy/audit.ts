import { isOrganizer, type Actor } from './actor.ts';

/**
 * Which audit entries someone may read: every entry, the entries of some
 * clubs' events, or none. The one rule for the log: the server narrows every read to it
 * (whatever filters were asked for), and the web app asks it before offering the page.
 * A list of clubs, not one, so that a person serving several clubs (club teams) fits
 * without a change of shape.
 */
export type AuditScope = 'all' | { organizerIds: string[] };

/** Administrators read everything; a club's account, owner and managers read their club's entries (not door staff). */
export function auditScope(actor: Actor | null, isAdmin: boolean): AuditScope | null {
  if (!actor) return null;
  if (isAdmin) return 'all';
  const managed = (actor.memberships ?? []).filter((m) => m.role !== 'door').map((m) => m.organizerId);
  const organizerIds = isOrganizer(actor) ? [actor.id, ...managed] : managed;
  return organizerIds.length > 0 ? { organizerIds } : null;
}

/** Whether the scope covers the entries of one club (its activity page). */
export function coversClub(scope: AuditScope | null, organizerId: string): boolean {
  return scope === 'all' || Boolean(scope?.organizerIds.includes(organizerId));
}
