import type { DoorList, ScanResult } from '../../domain/responses/attendance.ts';
import { toIso } from '../db/time.ts';
import type { ScannedRegistration, listSeatHolderTickets } from './queries.ts';

/** One scan's outcome (issue 20): of its registration, only what door staff may see (name, USN). */
export function presentScanResult(ticket: string, status: ScanResult['status'], row?: ScannedRegistration): ScanResult {
  if (!row) return { ticket, status, checkedInAt: null };
  return {
    ticket,
    status,
    checkedInAt: row.checked_in_at === null ? null : toIso(row.checked_in_at),
    registrationId: row.id,
    name: row.name,
    usn: row.usn,
    ...(status === 'not-seat-holder' && { registrationStatus: row.status }),
  };
}

/** GET /api/events/:id/door-list: seat holders and their ticket codes, no contacts. */
export function presentDoorList(eventId: string, rows: Awaited<ReturnType<typeof listSeatHolderTickets>>, readAt: Date): DoorList {
  return {
    eventId,
    readAt: readAt.toISOString(),
    entries: rows.map((r) => ({ registrationId: r.id, ticketCode: r.ticket_code, name: r.name, usn: r.usn, checkedInAt: toIso(r.checked_in_at) })),
  };
}
