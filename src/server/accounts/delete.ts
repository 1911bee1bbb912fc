import type { Viewer } from '../auth/viewer.ts';
import type { ServerContext } from '../context.ts';
import { cancellationNotices, sendCancellationNotices } from '../events/service.ts';
import { unauthorized } from '../http/errors.ts';
import { releaseRegistration } from '../registrations/lifecycle.ts';
import { announcePromotions } from '../registrations/service.ts';
import type { RegistrationRow } from '../db/schema.ts';

/**
 * Deletes an account in one transaction. A student's registrations are released
 * first (counts lowered, waitlists promoted) and their feedback goes with them; an
 * organizer's events go, and their registrants are told by mail.
 */
export async function deleteAccount(ctx: ServerContext, viewer: Viewer): Promise<void> {
  const user = await ctx.db.selectFrom('users').select(['id', 'role']).where('id', '=', viewer.id).executeTakeFirst();
  if (!user) throw unauthorized();

  if (user.role === 'organizer') {
    const events = await ctx.db.selectFrom('events').select('id').where('organizer_id', '=', user.id).execute();
    const notices = await ctx.db.transaction().execute(async (trx) => {
      const found = await cancellationNotices(trx, events.map((e) => e.id));
      await trx.deleteFrom('users').where('id', '=', user.id).execute();
      return found;
    });
    sendCancellationNotices(ctx, notices);
    return;
  }

  // Events are locked in one order (by id) so that two deletions never deadlock.
  const registrations = await ctx.db
    .selectFrom('registrations')
    .select(['id', 'event_id'])
    .where('student_id', '=', user.id)
    .orderBy('event_id')
    .execute();
  const promoted = await ctx.db.transaction().execute(async (trx) => {
    const moved: RegistrationRow[] = [];
    for (const registration of registrations) moved.push(...(await releaseRegistration(trx, ctx.handle.dialect, registration)).promoted);
    await trx.deleteFrom('users').where('id', '=', user.id).execute();
    return moved;
  });
  for (const eventId of new Set(registrations.map((r) => r.event_id))) {
    ctx.live.publishCounts(eventId);
    await announcePromotions(ctx, promoted.filter((p) => p.event_id === eventId));
  }
}
