import type { RegistrationView } from '../../domain/responses/registrations.ts';
import type { RegistrationRow } from '../db/schema.ts';
import { toIso } from '../db/time.ts';
import { parseStoredAnswers } from '../../domain/questions.ts';

/** Pending, declined, offered and entered registrations hold no ticket (issue 18): a seat or a waitlist place does. */
const hasTicket = (status: RegistrationRow['status']) => status === 'registered' || status === 'waitlisted';

/**
 * API.md's Registration. The ticket code is a secret: only the registered student
 * gets it (it is what their QR ticket holds).
 */
export function presentRegistration(row: RegistrationRow, options: { withTicket?: boolean } = {}): RegistrationView {
  const view: RegistrationView = {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    usn: row.usn,
    email: row.email,
    semester: row.semester,
    contactNo: row.contact_no,
    status: row.status,
    createdAt: toIso(row.created_at),
    checkedInAt: toIso(row.checked_in_at),
    answers: parseStoredAnswers(row.answers),
    offerExpiresAt: row.offer_expires_at ? toIso(row.offer_expires_at) : null,
  };
  if (options.withTicket && hasTicket(row.status)) view.ticketCode = row.ticket_code;
  return view;
}
