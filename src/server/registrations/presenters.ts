import type { RegistrationView } from '../../domain/responses/registrations.ts';
import type { RegistrationRow } from '../db/schema.ts';
import { toIso } from '../db/time.ts';

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
  };
  if (options.withTicket) view.ticketCode = row.ticket_code;
  return view;
}
