import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { listOrganizerEventIds } from '../../events/events/queries.ts';
import { queueCancellationNotices } from '../../events/events/service.ts';
import { conflict, unauthorized } from '../../infrastructure/http/errors.ts';
import { handOverBeforeDeleting } from '../../../domain/messages.ts';
import { clubOrphanedByDeleting } from '../../../domain/policy/organizers.ts';
import { outlivesAccount } from '../../../domain/policy/registrations.ts';
import { findOwnedClubs } from '../teams/queries.ts';
import { auditEventsDeleted, pseudonymizeAuditEntries } from '../../infrastructure/audit/service.ts';
import { keepAsFormerParticipant, releaseRegistration } from '../../registrations/registrations/lifecycle.ts';
import { listStudentRegistrationsByEvent } from '../../registrations/registrations/queries.ts';
import { queueTicketMails } from '../../registrations/registrations/ticket-mails.ts';
import { deleteUser, findAccount, findUserRole, unlinkStudentFeedback } from './queries.ts';

/**
 * Deletes an account in one transaction. A student's registrations of upcoming events are
 * released first (counts lowered, waitlists promoted); those of events that have begun stay
 * as a former participant's, emptied of everything personal (outlivesAccount), so the
 * events' counts and attendance do not drop after the fact; their feedback stays without
 * a link to them (its rating still counts in the event's ratings); an
 * organizer's events go, and their registrants are told by mail. The only owner of a
 * club (after a handover) is refused (409) until they hand it over. The audit log keeps a
 * person's entries (by and about them) under a stable pseudonym (audit/service.ts).
 */
export async function deleteAccount(ctx: ServerContext, viewer: Viewer): Promise<void> {
  const user = await findUserRole(ctx.db, viewer.id);
  if (!user) throw unauthorized();
  // A club whose only owner leaves would have nobody who can run it: hand it over first.
  const orphaned = clubOrphanedByDeleting(user.id, await findOwnedClubs(ctx.db, user.id));
  if (orphaned) throw conflict(handOverBeforeDeleting(orphaned.name), 'ONLY_CLUB_OWNER');
  const account = await findAccount(ctx.db, user.id);
  const person = { id: user.id, email: account?.email ?? viewer.email, name: account?.name ?? viewer.name, usn: account?.usn ?? null };

  if (user.role === 'organizer') {
    const events = await listOrganizerEventIds(ctx.db, user.id);
    await ctx.db.transaction().execute(async (trx) => {
      await queueCancellationNotices(ctx, trx, events.map((e) => e.id));
      // The club's events go with it; the log keeps them (its own id cleared, its name kept).
      // A club's own account is the club, not a person: the log keeps its name.
      await auditEventsDeleted(trx, viewer, events.map((e) => e.id));
      await deleteUser(trx, user.id);
    });
    ctx.outbox.wake();
    return;
  }

  // Events are locked in one order (by id) so that two deletions never deadlock.
  const registrations = await listStudentRegistrationsByEvent(ctx.db, user.id);
  // Their own pending messages go with the account (the outbox's user_id cascades).
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    for (const registration of registrations) {
      if (outlivesAccount({ eventStartsAt: registration.event_starts_at }, now)) {
        await keepAsFormerParticipant(trx, ctx.handle.dialect, registration, now);
        continue;
      }
      const { promoted } = await releaseRegistration(trx, ctx.handle.dialect, registration);
      await queueTicketMails(ctx, trx, 'promotion', promoted);
    }
    await pseudonymizeAuditEntries(trx, ctx.config.sessionSecret, person);
    await unlinkStudentFeedback(trx, user.id);
    await deleteUser(trx, user.id);
  });
  for (const eventId of new Set(registrations.map((r) => r.event_id))) ctx.live.publishCounts(eventId);
  ctx.outbox.wake();
}
