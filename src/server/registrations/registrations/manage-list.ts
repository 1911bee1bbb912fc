import { MSG } from '../../../domain/messages.ts';
import { activeQuestions, answerColumns, isSensitive, optionCounts, parseStoredAnswers, parseStoredQuestions, type Answers } from '../../../domain/questions.ts';
import { canCheckIn, canManageRegistrations } from '../../../domain/policy/events.ts';
import { canListClubRegistrations, canSeeEventContacts, canSeeEventSensitiveAnswers } from '../../../domain/policy/registrations.ts';
import type { ClubRegistrationsQuery } from '../../../domain/schemas/registration.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { loadEventFor } from '../../events/events/service.ts';
import { authorize, forbidden, notFound } from '../../infrastructure/http/errors.ts';
import { recordAudit } from '../../infrastructure/audit/service.ts';
import { findClub, listClubRegistrations, listEventRegistrations } from './queries.ts';
import { cipherOf, openSensitive } from './sensitive.ts';
import type { RegistrationRow } from '../../infrastructure/db/schema.ts';

/**
 * What the manage page and its CSV show of an event's registrations (its organizer
 * only): the registrations matching `q`, the questions their answers are to (the
 * active ones, then removed ones someone answered), and per one-choice question the
 * count of each option among those still in the running (declined ones are not).
 * Columns and counts are over every registration of the event, so they do not change
 * with the search. Sensitive answers are opened for the page; the CSV has them only
 * when asked (`sensitive: false` leaves their questions out).
 */
export async function eventRegistrationsForOrganizer(ctx: ServerContext, viewer: Viewer, eventId: string, q?: string, options: { sensitive?: boolean } = {}) {
  const event = await loadEventFor(ctx, viewer, eventId, canManageRegistrations, MSG.onlyOrganizerSeesRegistrations);
  const facts = { organizerId: event.organizer_id };
  return listFor(ctx, event, q, canSeeEventContacts(viewer, facts), (options.sensitive ?? true) && canSeeEventSensitiveAnswers(viewer, facts));
}

/**
 * The door's list: door staff, like those who run the event, read who holds a
 * seat to check them in; `contacts` says whether this viewer may see addresses, phones
 * and answers (the presenter leaves them out otherwise).
 */
export async function eventRegistrationsForDoor(ctx: ServerContext, viewer: Viewer, eventId: string, q?: string) {
  const event = await loadEventFor(ctx, viewer, eventId, canCheckIn, MSG.onlyOrganizerSeesRegistrations);
  const facts = { organizerId: event.organizer_id };
  return listFor(ctx, event, q, canSeeEventContacts(viewer, facts), canSeeEventSensitiveAnswers(viewer, facts));
}

/**
 * The list, its columns and counts. `q` searches the plain answers only (the sensitive
 * ones are sealed); without `sensitive`, the sensitive questions are no columns and no
 * counts, and their answers are not opened.
 */
async function listFor(ctx: ServerContext, event: Awaited<ReturnType<typeof loadEventFor>>, q: string | undefined, contacts: boolean, sensitive: boolean) {
  const rows = await listEventRegistrations(ctx.db, event.id, q, !contacts);
  const all = q ? await listEventRegistrations(ctx.db, event.id) : rows;
  if (!contacts) return { event, rows, questions: [], optionCounts: [], contacts, sensitive: new Map<string, Answers>() };
  const cipher = cipherOf(ctx);
  const opened = new Map<string, Answers>(sensitive ? all.map((r) => [r.id, openSensitive(cipher, r)]) : []);
  const stored = parseStoredQuestions(event.questions).filter((question) => sensitive || !isSensitive(question));
  const answersOf = (r: RegistrationRow) => ({ ...parseStoredAnswers(r.answers), ...opened.get(r.id) });
  const answers = all.map(answersOf);
  const counted = all.filter((r) => r.status !== 'declined').map(answersOf);
  return { event, rows, questions: answerColumns(stored, answers), optionCounts: optionCounts(activeQuestions(stored), counted), contacts, sensitive: opened };
}
export type EventRegistrations = Awaited<ReturnType<typeof eventRegistrationsForOrganizer>>;

/**
 * The CSV's rows and columns: the sensitive answers only when asked for (the organizer's
 * explicit tick), and then the export is written to the audit log with what it held.
 */
export async function eventRegistrationsForCsv(ctx: ServerContext, viewer: Viewer, eventId: string, includeSensitive: boolean) {
  const list = await eventRegistrationsForOrganizer(ctx, viewer, eventId, undefined, { sensitive: includeSensitive });
  if (includeSensitive) {
    const questions = list.questions.filter(isSensitive).map((q) => q.label);
    await ctx.db.transaction().execute((trx) =>
      recordAudit(trx, { actor: viewer, action: 'registrations.exported-sensitive', event: list.event, changes: { registrations: list.rows.length, questions } }));
  }
  return list;
}

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
