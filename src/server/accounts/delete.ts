import type { Viewer } from '../auth/viewer.ts';
import type { ServerContext } from '../context.ts';
import { listOrganizerEventIds } from '../events/queries.ts';
import { cancellationNotices, sendCancellationNotices } from '../events/service.ts';
import { unauthorized } from '../http/errors.ts';
import { releaseRegistration } from '../registrations/lifecycle.ts';
import { listStudentRegistrationsByEvent } from '../registrations/queries.ts';
import { announcePromotions } from '../registrations/service.ts';
import type { RegistrationRow } from '../db/schema.ts';
import { deleteUser, findUserRole } from './queries.ts';

/**
 * Deletes an account in one transaction. A student's registrations are released
 * first (counts lowered, waitlists promoted) and their feedback goes with them; an
 * organizer's events go, and their registrants are told by mail.
 */
export async function deleteAccount(ctx: ServerContext, viewer: Viewer): Promise<void> {
  const user = await findUserRole(ctx.db, viewer.id);
  if (!user) throw unauthorized();

  if (user.role === 'organizer') {
    const events = await listOrganizerEventIds(ctx.db, user.id);
    const notices = await ctx.db.transaction().execute(async (trx) => {
      const found = await cancellationNotices(trx, events.map((e) => e.id));
      await deleteUser(trx, user.id);
      return found;
    });
    sendCancellationNotices(ctx, notices);
    return;
  }

  // Events are locked in one order (by id) so that two deletions never deadlock.
  const registrations = await listStudentRegistrationsByEvent(ctx.db, user.id);
  const promoted = await ctx.db.transaction().execute(async (trx) => {
    const moved: RegistrationRow[] = [];
    for (const registration of registrations) moved.push(...(await releaseRegistration(trx, ctx.handle.dialect, registration)).promoted);
    await deleteUser(trx, user.id);
    return moved;
  });
  for (const eventId of new Set(registrations.map((r) => r.event_id))) {
    ctx.live.publishCounts(eventId);
    await announcePromotions(ctx, promoted.filter((p) => p.event_id === eventId));
  }
}
