import { MSG } from '../../../domain/messages.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import type { FollowerLinks } from '../../events/events/follower-links.ts';
import { lockEvent } from '../../events/events/queries.ts';
import { conflict, notFound } from '../../infrastructure/http/errors.ts';
import { findClubContact, setReview } from './queries.ts';
import { recordAudit, type AuditActor } from '../../infrastructure/audit/service.ts';

type Decision = { decision: 'approved' } | { decision: 'rejected'; reason: string };

/**
 * The campus office approves an event (waiting or sent back) or sends a waiting one back
 * with a reason, under the event's lock; the club is told by e-mail in the same
 * transaction, and the audit log records who decided. At its first approval the club's followers hear of it, as they would have
 * at its creation without approval.
 */
export async function reviewEvent(ctx: ServerContext, followers: FollowerLinks, actor: AuditActor, eventId: string, outcome: Decision): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const event = await lockEvent(trx, ctx.handle.dialect, eventId);
    if (!event) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
    const allowed = outcome.decision === 'approved' ? event.review_status !== 'approved' : event.review_status === 'pending';
    if (!allowed) throw conflict(outcome.decision === 'approved' ? MSG.eventAlreadyApproved : MSG.eventNotAwaitingApproval, 'REVIEW_CONFLICT');
    const at = nowIso();
    const firstApproval = outcome.decision === 'approved' && !event.first_approved_at;
    const reason = outcome.decision === 'rejected' ? outcome.reason : null;
    await setReview(trx, eventId, { status: outcome.decision, reason, at, firstApproval });
    await recordAudit(trx, {
      actor, action: outcome.decision === 'approved' ? 'event.approved' : 'event.rejected', event,
      changes: reason ? { reason } : null,
    });
    if (firstApproval) {
      await followers.tellFollowers(trx, { id: event.id, name: event.name, organizerId: event.organizer_id, date: event.date, time: event.time, venue: event.venue });
    }
    const club = await findClubContact(trx, event.organizer_id);
    if (club) {
      await ctx.outbox.add(trx, [{
        kind: 'event-review',
        payload: { email: club.email, clubName: club.name ?? '', eventId, eventName: event.name, decision: outcome.decision, reason },
        to: club.email, eventId,
      }]);
    }
  });
  ctx.outbox.wake();
}
