import { MSG } from '../../../domain/messages.ts';
import { isSeatHolder } from '../../../domain/registration-status.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { doorCode, isDoorCodeValid } from '../../events/events/door-code.ts';
import { findEventRow } from '../../events/events/queries.ts';
import { loadEventFor } from '../../events/events/service.ts';
import { badRequest, conflict, forbidden, notFound } from '../../infrastructure/http/errors.ts';
import { readEventCounts } from '../../infrastructure/live/queries.ts';
import { canCheckIn } from '../../../domain/policy/events.ts';
import type { DoorCode } from '../../../domain/responses/attendance.ts';
import { assertCheckInOpen, checkInOnce } from './service.ts';
import { findRegistration, findRegistrationOf } from './queries.ts';

/**
 * Self check-in: the door screen shows a code that changes every 30 seconds
 * (events/door-code.ts); a registered student's phone opens its link and checks them in.
 */

const selfCheckInOff = () => conflict(MSG.selfCheckInOff, 'SELF_CHECK_IN_OFF');

/** The code to show now, for the club's team (owner, managers, door staff); 409 while self check-in is off. */
export async function currentDoorCode(ctx: ServerContext, viewer: Viewer, eventId: string, now = new Date()): Promise<DoorCode> {
  const event = await loadEventFor(ctx, viewer, eventId, canCheckIn, MSG.onlyOrganizerChecksIn);
  if (!event.self_check_in || !event.door_secret) throw selfCheckInOff();
  const { code, expiresAt } = doorCode(event.door_secret, event.id, now);
  const counts = await readEventCounts(ctx.db, event.id);
  return {
    code,
    url: `${ctx.config.publicUrl}/events/${encodeURIComponent(event.id)}/check-in?code=${code}`,
    expiresAt: expiresAt.toISOString(),
    checkedIn: counts?.checked_in_count ?? 0,
    registrations: counts?.registrations_count ?? 0,
  };
}

/**
 * The signed-in student checks in with the code their phone read. In this order: 404 no
 * such event; 409 self check-in off; 400 a wrong or old code (a photo passed on to a friend
 * ends here within a minute); 409 outside the check-in window; 403 without a seat
 * (not registered, waitlisted, pending…); 409 already checked in.
 */
export async function selfCheckIn(ctx: ServerContext, viewer: Viewer, eventId: string, code: string, now = new Date()) {
  const event = await findEventRow(ctx.db, eventId);
  if (!event) throw notFound(MSG.eventNotFound, 'EVENT_NOT_FOUND');
  if (!event.self_check_in || !event.door_secret) throw selfCheckInOff();
  if (!isDoorCodeValid(event.door_secret, event.id, code, now)) throw badRequest(MSG.codeExpired, { code: MSG.codeExpired }, 'CODE_EXPIRED');
  assertCheckInOpen(ctx, event.starts_at, now);
  const own = await findRegistrationOf(ctx.db, event.id, viewer.id);
  // Only a seat holder is let in, as at the door: the waitlist and the undecided hold none.
  if (!own || !isSeatHolder(own.status)) throw forbidden(MSG.notRegisteredForEvent, 'NOT_REGISTERED');
  await checkInOnce(ctx, { id: own.id, event_id: event.id }, 'self');
  ctx.live.publishCounts(event.id);
  return (await findRegistration(ctx.db, own.id))!;
}
