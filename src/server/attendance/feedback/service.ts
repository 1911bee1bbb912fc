import { MSG } from '../../../domain/messages.ts';
import type { FeedbackInput } from '../../../domain/schemas/feedback.ts';
import { isFeedbackOpen } from '../../../domain/policy/events.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../infrastructure/http/errors.ts';
import { findEventRow } from '../../events/events/queries.ts';
import { findRegistrationOf } from '../../registrations/registrations/queries.ts';
import { findOwnFeedback, insertEventFeedback, insertPlatformFeedback } from './queries.ts';

/**
 * Event feedback: only a student registered for the event (not waitlisted), only
 * once it has started, only once (the database's unique key settles a race).
 */
export async function giveEventFeedback(ctx: ServerContext, viewer: Viewer, eventId: string, input: FeedbackInput) {
  const event = await findEventRow(ctx.db, eventId);
  if (!event) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
  const [registration, existing] = await Promise.all([
    findRegistrationOf(ctx.db, eventId, viewer.id),
    findOwnFeedback(ctx.db, eventId, viewer.id),
  ]);
  if (registration?.status !== 'registered') throw forbidden(MSG.mustBeRegisteredForFeedback, 'NOT_REGISTERED');
  if (!isFeedbackOpen({ startsAt: event.starts_at })) throw badRequest(MSG.feedbackNotOpen, undefined, 'FEEDBACK_NOT_OPEN');
  if (existing) throw conflict(MSG.feedbackAlreadyGiven, 'FEEDBACK_EXISTS');

  const row = { id: newId(16), event_id: eventId, student_id: viewer.id, rating: input.rating, comments: input.comments, created_at: nowIso() };
  try {
    // The club's webhooks hear of it in the same transaction: the rating and comments, never who gave them.
    await ctx.db.transaction().execute(async (trx) => {
      await insertEventFeedback(trx, row);
      await ctx.outbox.addWebhooks(trx, [{ type: 'feedback.created', organizerId: event.organizer_id, data: { feedbackId: row.id, eventId, rating: row.rating, comments: row.comments } }]);
    });
    ctx.outbox.wake();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.feedbackAlreadyGiven, 'FEEDBACK_EXISTS');
    throw error;
  }
  return row;
}

/** Feedback on Quad itself, from anyone signed in. */
export async function givePlatformFeedback(ctx: ServerContext, viewer: Viewer, input: FeedbackInput) {
  const row = { id: newId(16), user_id: viewer.id, rating: input.rating, comments: input.comments, created_at: nowIso() };
  await insertPlatformFeedback(ctx.db, row);
  return row;
}
