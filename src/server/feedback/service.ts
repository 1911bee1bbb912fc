import { MSG } from '../../domain/messages.ts';
import type { FeedbackInput } from '../../domain/schemas/feedback.ts';
import { isFeedbackOpen } from '../../domain/policy/events.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { ServerContext } from '../context.ts';
import { newId } from '../db/ids.ts';
import { nowIso } from '../db/time.ts';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../http/errors.ts';

/**
 * Event feedback: only a student registered for the event (not waitlisted), only
 * once it has started, only once (the database's unique key settles a race).
 */
export async function giveEventFeedback(ctx: ServerContext, viewer: Viewer, eventId: string, input: FeedbackInput) {
  const event = await ctx.db.selectFrom('events').select(['id', 'starts_at']).where('id', '=', eventId).executeTakeFirst();
  if (!event) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
  const [registration, existing] = await Promise.all([
    ctx.db.selectFrom('registrations').select('status').where('event_id', '=', eventId).where('student_id', '=', viewer.id).executeTakeFirst(),
    ctx.db.selectFrom('feedback').select('id').where('event_id', '=', eventId).where('student_id', '=', viewer.id).executeTakeFirst(),
  ]);
  if (registration?.status !== 'registered') throw forbidden(MSG.mustBeRegisteredForFeedback, 'NOT_REGISTERED');
  if (!isFeedbackOpen({ startsAt: event.starts_at })) throw badRequest(MSG.feedbackNotOpen, undefined, 'FEEDBACK_NOT_OPEN');
  if (existing) throw conflict(MSG.feedbackAlreadyGiven, 'FEEDBACK_EXISTS');

  const row = { id: newId(16), event_id: eventId, student_id: viewer.id, rating: input.rating, comments: input.comments, created_at: nowIso() };
  try {
    await ctx.db.insertInto('feedback').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.feedbackAlreadyGiven, 'FEEDBACK_EXISTS');
    throw error;
  }
  return row;
}

/** Feedback on Quad itself, from anyone signed in. */
export async function givePlatformFeedback(ctx: ServerContext, viewer: Viewer, input: FeedbackInput) {
  const row = { id: newId(16), user_id: viewer.id, rating: input.rating, comments: input.comments, created_at: nowIso() };
  await ctx.db.insertInto('platform_feedback').values(row).execute();
  return row;
}
