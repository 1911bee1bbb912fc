import type { ClubRegistrationList, RegistrationList, RegistrationView } from '../../../domain/responses/registrations.ts';
import type { RegistrationRow } from '../../infrastructure/db/schema.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import { parseStoredAnswers, type Answers, type StoredQuestion } from '../../../domain/questions.ts';
import type { Say } from '../../../domain/i18n/languages.ts';
import { registrantName } from '../../../domain/registration-status.ts';
import { drawEntryId } from './draw-entry.ts';
import type { EventRegistrations } from './manage-list.ts';
import type { ClubRegistrationRow } from './queries.ts';

/** Pending, declined, offered and entered registrations hold no ticket: a seat or a waitlist place does. */
const hasTicket = (status: RegistrationRow['status']) => status === 'registered' || status === 'waitlisted';

/** A registration row; one read with its event (findRegistration) also carries the event's allocation. */
type PresentedRow = RegistrationRow & { event_allocation?: string };

/**
 * Whether the registration is a lottery's: the caller that has the event says so, or the
 * row does: its event's allocation, an entry not drawn yet, or a place from a drawn
 * waitlist (only the draw sets queue_position).
 */
const inLottery = (row: PresentedRow, lottery = false) =>
  lottery || row.event_allocation === 'lottery' || row.status === 'entered' || row.queue_position !== null;

/**
 * API.md's Registration. The ticket code is a secret: only the registered student
 * gets it (it is what their QR ticket holds). `drawEntry`, a lottery registration's
 * entry id in the published draw, goes where this goes: its student and the organizer.
 */
export function presentRegistration(
  row: PresentedRow,
  options: { withTicket?: boolean; lottery?: boolean; contacts?: boolean; sensitive?: Answers; t?: Say } = {},
): RegistrationView {
  // Contacts and answers only when the caller says this viewer may see them
  // (canSeeRegistrantContacts): door staff see who holds a seat, never how to reach them.
  // Sensitive answers only as the caller opened them for this viewer (canReadSensitiveAnswers).
  const contacts = options.contacts ?? false;
  const view: RegistrationView = {
    id: row.id,
    eventId: row.event_id,
    // A former participant is named in the viewer's language (`t`, English without one).
    name: registrantName(row, options.t),
    usn: row.usn,
    email: contacts ? row.email : '',
    semester: row.semester,
    contactNo: contacts ? row.contact_no : '',
    status: row.status,
    createdAt: toIso(row.created_at),
    checkedInAt: toIso(row.checked_in_at),
    answers: contacts ? { ...parseStoredAnswers(row.answers), ...options.sensitive } : {},
    offerExpiresAt: row.offer_expires_at ? toIso(row.offer_expires_at) : null,
    drawEntry: inLottery(row, options.lottery) ? drawEntryId(row.ticket_code) : null,
  };
  if (options.withTicket && hasTicket(row.status)) view.ticketCode = row.ticket_code;
  return view;
}

/** A question heading a column of answers; `removed` only on a removed one. */
const presentColumn = ({ id, label, kind, options, required, sensitive, removed }: StoredQuestion) =>
  ({ id, label, kind, options, required, ...(sensitive && { sensitive: true }), ...(removed && { removed: true }) });

/** GET /api/events/:id/registrations: the registrations (no tickets), their answers' questions and the counts per option. */
export function presentRegistrationList(
  list: Pick<EventRegistrations, 'rows' | 'questions' | 'optionCounts'> & { event?: { allocation: string }; contacts: boolean; sensitive?: ReadonlyMap<string, Answers> },
  t?: Say,
): RegistrationList {
  const lottery = list.event?.allocation === 'lottery';
  return {
    registrations: list.rows.map((row) => presentRegistration(row, { lottery, contacts: list.contacts, sensitive: list.sensitive?.get(row.id), t })),
    questions: list.questions.map(presentColumn),
    optionCounts: list.optionCounts,
  };
}

/** GET /api/organizers/:id/registrations: each row's whitelisted fields, contacts only when the viewer may see them. */
export function presentClubRegistrationList(list: { rows: ClubRegistrationRow[]; total: number; contacts: boolean }, t?: Say): ClubRegistrationList {
  return {
    registrations: list.rows.map((row) => ({
      id: row.id,
      event: { id: row.event_id, name: row.event_name, startsAt: toIso(row.event_starts_at) },
      name: registrantName(row, t),
      usn: row.usn,
      email: list.contacts ? row.email : '',
      contactNo: list.contacts ? row.contact_no : null,
      status: row.status,
      createdAt: toIso(row.created_at),
      checkedInAt: toIso(row.checked_in_at),
    })),
    total: list.total,
    contacts: list.contacts,
  };
}
