import type { DeletionSummary } from '../../../domain/responses/privacy.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { auditPseudonym } from '../../infrastructure/audit/service.ts';
import { unauthorized } from '../../infrastructure/http/errors.ts';
import { countAccountRows, findPerson, findRole } from './queries.ts';

/** What DELETE /api/me does to this person's data, counted: it says so before they confirm. */
export async function deletionSummary(ctx: Pick<ServerContext, 'db' | 'config'>, userId: string): Promise<DeletionSummary> {
  const person = await findPerson(ctx.db, userId);
  if (!person) throw unauthorized();
  const n = await countAccountRows(ctx.db, person);
  const pseudonym = auditPseudonym(ctx.config.sessionSecret, person.id).name;
  const club = (await findRole(ctx.db, userId)) === 'organizer';
  return {
    deleted: [
      { what: 'Your account, profile, password and sign-in providers', count: 1 },
      { what: 'Registrations for upcoming events, with their answers and tickets (the places go to the waitlist)', count: n.registrations },
      { what: 'Clubs followed', count: n.follows },
      { what: 'Inbox messages', count: n.inbox },
      { what: 'Shared involvement links (they stop working)', count: n.links },
      { what: 'Signed-in devices', count: n.sessions },
      { what: 'Club roles', count: n.clubRoles },
      { what: "Your group's events (their registrants are told by e-mail)", count: n.events },
    ].filter((line) => line.count > 0),
    kept: [
      { what: 'Audit log entries by you or about you', count: n.audit, why: club
        ? "The campus office must be able to tell what happened; a club's entries keep the club's name."
        : `The campus office must be able to tell what happened; they name you as "${pseudonym}", never by your name, address or USN.` },
      { what: 'Registrations for events that have begun (whether you came)', count: n.registrationsKept, why: "Kept without your name, USN, contacts, answers or ticket, so the events' counts and attendance stay right: the club sees \"A former participant\"." },
      { what: 'Feedback you gave on events (rating and comment)', count: n.feedback, why: "Kept without your name, so the events' ratings stay right: the club sees \"A former participant\"." },
      { what: 'Feedback you sent about Quad itself', count: n.platformFeedback, why: 'Kept without your name: it no longer points to you.' },
      { what: 'Pictures you uploaded for events', count: n.images, why: 'They belong to the events that show them; no longer linked to you.' },
      { what: "Events' totals", count: 0, why: 'Totals shown to clubs and the campus office (attendance, ratings) are counts with no person in them.' },
    ],
    pseudonym,
  };
}
