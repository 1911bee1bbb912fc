import { MSG } from '../../../domain/messages.ts';
import { activeQuestions, answerColumns, optionCounts, parseStoredAnswers, parseStoredQuestions } from '../../../domain/questions.ts';
import { canCheckIn, canManageRegistrations } from '../../../domain/policy/events.ts';
import { canListClubRegistrations, canSeeEventContacts } from '../../../domain/policy/registrations.ts';
import type { ClubRegistrationsQuery } from '../../../domain/schemas/registration.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../context.ts';
import { loadEventFor } from '../../events/events/service.ts';
import { authorize, forbidden, notFound } from '../../infrastructure/http/errors.ts';
import { findClub, listClubRegistrations, listEventRegistrations } from './queries.ts';

/**
 * What the manage page and its CSV show of an event's registrations (its organizer
 * only): the registrations matching `q`, the questions their answers are to (the
 * active ones, then removed ones someone answered), and per one-choice question the
 * count of each option among those still in the running (declined ones are not).
 * Columns and counts are over every registration of the event, so they do not change
 * with the search.
 */
export async function eventRegistrationsForOrganizer(ctx: ServerContext, viewer: Viewer, eventId: string, q?: string) {
  const event = await loadEventFor(ctx, viewer, eventId, canManageRegistrations, MSG.onlyOrganizerSeesRegistrations);
  return listFor(ctx, event, q, canSeeEventContacts(viewer, { organizerId: event.organizer_id }));
}

/**
 * The door's list: door staff, like those who run the event, read who holds a
 * seat to check them in; `contacts` says whether this viewer may see addresses, phones
 * and answers (the presenter leaves them out otherwise).
 */
export async function eventRegistrationsForDoor(ctx: ServerContext, viewer: Viewer, eventId: string, q?: string) {
  const event = await loadEventFor(ctx, viewer, eventId, canCheckIn, MSG.onlyOrganizerSeesRegistrations);
  return listFor(ctx, event, q, canSeeEventContacts(viewer, { organizerId: event.organizer_id }));
}

async function listFor(ctx: ServerContext, event: Awaited<ReturnType<typeof loadEventFor>>, q: string | undefined, contacts: boolean) {
  const rows = await listEventRegistrations(ctx.db, event.id, q, !contacts);
  const all = q ? await listEventRegistrations(ctx.db, event.id) : rows;
  const stored = parseStoredQuestions(event.questions);
  const answers = all.map((r) => parseStoredAnswers(r.answers));
  const counted = all.filter((r) => r.status !== 'declined').map((r) => parseStoredAnswers(r.answers));
  if (!contacts) return { event, rows, questions: [], optionCounts: [], contacts };
  return { event, rows, questions: answerColumns(stored, answers), optionCounts: optionCounts(activeQuestions(stored), counted), contacts };
}
export type EventRegistrations = Awaited<ReturnType<typeof eventRegistrationsForOrganizer>>;

/**
 * The registrations across a club's events (its workspace's People): its team only (403),
 * an unknown club 404; contacts, and searching by them, only for those who see them.
 */
export async function clubRegistrationsFor(ctx: ServerContext, viewer: Viewer, clubId: string, query: ClubRegistrationsQuery) {
  const club = await findClub(ctx.db, clubId);
  if (!club) throw notFound(MSG.organizerNotFound, 'ORGANIZER_NOT_FOUND');
  authorize(canListClubRegistrations(viewer, club), () => forbidden(MSG.onlyClubTeamSeesRegistrations));
  const contacts = canSeeEventContacts(viewer, { organizerId: club.id });
  const { q, eventId, status, limit } = query;
  const { rows, total } = await listClubRegistrations(ctx.db, club.id, { q: q || undefined, eventId: eventId || undefined, status, limit, byNameOnly: !contacts });
  return { rows, total, contacts };
}
