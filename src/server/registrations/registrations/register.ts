import { MSG } from '../../../domain/messages.ts';
import type { RegistrationInput } from '../../../domain/schemas/registration.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { AppError, conflict, isUniqueViolation } from '../../infrastructure/http/errors.ts';
import { addRegistrations, judgeProfile, type Arrival, type ArrivedRow, type NewRegistration } from './arrivals.ts';
import { createGroupCommit, type GroupCommit, type Settled } from '../../infrastructure/db/group-commit.ts';
import { findStudentProfiles } from './queries.ts';
import { ticketMessages } from './ticket-mails.ts';
import { cipherOf } from './sensitive.ts';

/**
 * A student registers for an event: registered, waitlisted, pending approval or entered
 * in its lottery (arrivals.ts). The registration goes in its event's next group commit
 * (infrastructure/db/group-commit.ts) and is answered once that has committed, with its confirmation mail.
 */
export async function register(ctx: ServerContext, viewer: Viewer, eventId: string, input: RegistrationInput, answers?: unknown): Promise<ArrivedRow> {
  const registration = await arrivalGroups(ctx).submit(eventId, { studentId: viewer.id, input, answers });
  ctx.live.publishCounts(eventId);
  // The ticket mail (QR image, .ics) is built by the sender, after the rush of requests.
  ctx.outbox.wake();
  return registration;
}

const groupsByApp = new WeakMap<ServerContext, GroupCommit<NewRegistration, ArrivedRow>>();

/** This server's group commit of arrivals: one group at a time per event. */
function arrivalGroups(ctx: ServerContext) {
  let groups = groupsByApp.get(ctx);
  if (!groups) groupsByApp.set(ctx, (groups = createGroupCommit((eventId, arrivals) => commitArrivals(ctx, eventId, arrivals))));
  return groups;
}

/**
 * One group's transaction: the students' profiles read before it, then their registrations
 * and confirmation mails, which commit together or not at all. A refusal the database
 * makes (one USN twice in a group) would fail the whole group, so then each goes again
 * alone and fails only its own. Exported for its tests (arrivals.test.ts).
 */
export async function commitArrivals(ctx: ServerContext, eventId: string, arrivals: NewRegistration[]): Promise<Settled<ArrivedRow>[]> {
  try {
    const studentIds = [...new Set(arrivals.map((a) => a.studentId))];
    // What needs no lock is read first, side by side: the students' profiles, and what their
    // mails are routed by (their devices and choices, the event's webhook endpoints). Under
    // the event's lock, which the other processes' groups wait for, the group then takes two
    // statements and the commit (addRegistrations).
    const [profiles, targets] = await Promise.all([
      findStudentProfiles(ctx.db, studentIds),
      ctx.outbox.prepare(ctx.db, { userIds: studentIds, eventIds: [eventId] }),
    ]);
    const queue = (rows: ArrivedRow[]) => {
      const { mails, notices } = ticketMessages(ctx, 'registration', rows);
      return ctx.outbox.rowsFor(targets, mails, notices);
    };
    const outcomes = await ctx.db.transaction().execute(async (trx) => {
      const judged = arrivals.map((arrival): NewRegistration | AppError => {
        try {
          return { ...arrival, input: judgeProfile(profiles.get(arrival.studentId), arrival.input) };
        } catch (error) {
          if (error instanceof AppError) return error;
          throw error;
        }
      });
      const accepted = judged.filter((j): j is NewRegistration => !(j instanceof AppError));
      const added = accepted.length > 0 ? await addRegistrations(trx, ctx.handle.dialect, eventId, accepted, { timeZone: ctx.config.campusTimeZone, cipher: cipherOf(ctx) }, queue) : [];
      let next = 0;
      return judged.map((j): Arrival => (j instanceof AppError ? { refused: j } : added[next++]!));
    });
    return outcomes.map((a) => ('refused' in a ? { ok: false, error: a.refused } : { ok: true, value: a.registration }));
  } catch (error) {
    if (arrivals.length > 1) {
      const alone: Settled<ArrivedRow>[] = [];
      for (const arrival of arrivals) alone.push(...(await commitArrivals(ctx, eventId, [arrival])));
      return alone;
    }
    return [{ ok: false, error: isUniqueViolation(error) ? conflict(MSG.alreadyRegistered, 'ALREADY_REGISTERED') : error }];
  }
}
