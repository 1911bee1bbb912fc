import { createHash } from 'node:crypto';
import type { DoorList, ScanResult } from '../../../domain/responses/attendance.ts';
import type { ScanTarget } from '../../../domain/schemas/check-ins.ts';
import type { Say } from '../../../domain/i18n/languages.ts';
import { registrantName } from '../../../domain/registration-status.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import type { ScannedRegistration, listSeatHolderTickets } from './queries.ts';

/**
 * One scan's outcome, naming what the scan named (its ticket or registration id);
 * of its registration, only what door staff may see (name, USN), never its ticket code.
 * `t`: the viewer's language, for a former participant's name.
 */
export function presentScanResult(sent: ScanTarget, status: ScanResult['status'], row?: ScannedRegistration, t?: Say): ScanResult {
  if (!row) return { ...sent, status, checkedInAt: null };
  return {
    ...sent,
    status,
    checkedInAt: row.checked_in_at === null ? null : toIso(row.checked_in_at),
    registrationId: row.id,
    name: registrantName(row, t),
    usn: row.usn,
    ...(status === 'not-seat-holder' && { registrationStatus: row.status }),
  };
}

/** What the door device matches a scanned code against: lowercase hex SHA-256 of its UTF-8. */
export const ticketHash = (ticketCode: string) => createHash('sha256').update(ticketCode, 'utf8').digest('hex');

/** GET /api/events/:id/door-list: seat holders and their tickets' hashes, no ticket codes, no contacts. */
export function presentDoorList(eventId: string, rows: Awaited<ReturnType<typeof listSeatHolderTickets>>, readAt: Date, t?: Say): DoorList {
  return {
    eventId,
    readAt: readAt.toISOString(),
    entries: rows.map((r) => ({ registrationId: r.id, ticketHash: ticketHash(r.ticket_code), name: registrantName(r, t), usn: r.usn, checkedInAt: toIso(r.checked_in_at) })),
  };
}
