import { MSG } from '../../../domain/messages.ts';
import { isSeatHolder } from '../../../domain/registration-status.ts';
import { judgeScanTime, type ScanTimeJudgement } from '../../../domain/policy/check-in.ts';
import { canCheckIn } from '../../../domain/policy/events.ts';
import type { DoorList, ScanResult, ScanResults } from '../../../domain/responses/attendance.ts';
import { scanTarget, type Scan, type ScanTarget } from '../../../domain/schemas/check-ins.ts';
import type { Say } from '../../../domain/i18n/languages.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { loadEventFor } from '../../events/events/service.ts';
import { presentDoorList, presentScanResult } from './door-presenters.ts';
import { findScannedRegistrations, listSeatHolderTickets, markCheckedInAt, type ScannedRegistration } from './queries.ts';

/**
 * The door without a network: a device keeps the seat holders' list (each ticket
 * hashed), checks scans against it while offline and sends them here when the network returns.
 */

/** The door device's copy of the list (the club's owner, managers, door staff); `t`, the viewer's language. */
export async function doorList(ctx: ServerContext, viewer: Viewer, eventId: string, t?: Say, now = new Date()): Promise<DoorList> {
  const event = await loadEventFor(ctx, viewer, eventId, canCheckIn, MSG.onlyOrganizerChecksIn);
  return presentDoorList(event.id, await listSeatHolderTickets(ctx.db, event.id), now, t);
}

/**
 * A device's scans, in one transaction. Each names a ticket or a registration (the list's
 * button, or a ticket the device matched offline). Idempotent: a registration is checked in
 * once, at the earliest time any scan of it (this batch, an earlier one, another device,
 * the list) says; a later scan never moves it forward. Each scan's time is judged on its
 * own (judgeScanTime): scans taken inside the window count even when they arrive after it.
 * Rows are updated in id order, so two batches touching the same tickets never deadlock.
 */
export async function checkInScans(ctx: ServerContext, viewer: Viewer, eventId: string, scans: readonly Scan[], t?: Say, now = new Date()): Promise<ScanResults> {
  const event = await loadEventFor(ctx, viewer, eventId, canCheckIn, MSG.onlyOrganizerChecksIn);
  const judged = scans.map((scan) => ({
    sent: scanTarget(scan),
    time: judgeScanTime({ startsAt: event.starts_at }, new Date(scan.at), now, ctx.config.checkInOpensHours),
  }));
  const tickets = [...new Set(judged.flatMap(({ sent }) => ('ticket' in sent ? [sent.ticket] : [])))];
  const ids = [...new Set(judged.flatMap(({ sent }) => ('registrationId' in sent ? [sent.registrationId] : [])))];
  // Only this event's registrations are read: another event's ticket or id is unknown here.
  const find = (db: Parameters<typeof findScannedRegistrations>[0]) => findScannedRegistrations(db, event.id, tickets, ids);

  const { rows, fresh } = await ctx.db.transaction().execute(async (trx) => {
    const found = await find(trx);
    const earliest = earliestAccepted(judged, rowFinder(found));
    const fresh = new Set<string>();
    let changed = false;
    for (const row of [...found].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const at = earliest.get(row.id);
      if (!at || !isSeatHolder(row.status)) continue;
      const outcome = await markCheckedInAt(trx, row.id, at.toISOString(), now.toISOString());
      if (outcome === 'new') fresh.add(row.id);
      if (outcome) changed = true;
    }
    // Only first check-ins are news to the club's webhooks; an earlier time found later is not.
    await ctx.outbox.addWebhooks(trx, [...fresh].map((registrationId) => ({
      type: 'checkin.created' as const, eventId: event.id, data: { registrationId, eventId: event.id, checkedInAt: earliest.get(registrationId)!.toISOString(), by: 'staff' },
    })));
    return { rows: changed ? await find(trx) : found, fresh };
  });
  // One publish for the batch: the door screen and the manage page count check-ins live.
  if (fresh.size > 0) {
    ctx.live.publishCounts(event.id);
    ctx.outbox.wake();
  }

  const rowOf = rowFinder(rows);
  const reported = new Set<string>();
  return {
    results: judged.map(({ sent, time }) => {
      const row = rowOf(sent);
      return presentScanResult(sent, scanStatus(row, time, fresh, reported), row, t);
    }),
  };
}

/** The registration a scan names, among those read. */
function rowFinder(rows: readonly ScannedRegistration[]): (sent: ScanTarget) => ScannedRegistration | undefined {
  const byTicket = new Map(rows.map((r) => [r.ticket_code, r]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return (sent) => ('ticket' in sent ? byTicket.get(sent.ticket) : byId.get(sent.registrationId));
}

/** Per registration, the earliest time among its scans that were accepted. */
function earliestAccepted(
  judged: { sent: ScanTarget; time: ScanTimeJudgement }[],
  rowOf: (sent: ScanTarget) => ScannedRegistration | undefined,
): Map<string, Date> {
  const earliest = new Map<string, Date>();
  for (const { sent, time } of judged) {
    const row = rowOf(sent);
    if (!time.ok || !row) continue;
    const known = earliest.get(row.id);
    if (!known || time.at.getTime() < known.getTime()) earliest.set(row.id, time.at);
  }
  return earliest;
}

/** A newly checked-in registration scanned twice in the batch: its first scan says checked-in, the others already. */
function scanStatus(row: ScannedRegistration | undefined, time: ScanTimeJudgement, fresh: Set<string>, reported: Set<string>): ScanResult['status'] {
  if (!row) return 'unknown';
  if (!isSeatHolder(row.status)) return 'not-seat-holder';
  if (!time.ok) return time.reason;
  if (fresh.has(row.id) && !reported.has(row.id)) {
    reported.add(row.id);
    return 'checked-in';
  }
  return 'already';
}
