import { randomBytes } from 'node:crypto';
import type { DbHandle } from '../../src/server/infrastructure/db/connection.ts';
import { CLIENT_SCAN_BATCH } from '../../src/domain/schemas/check-ins.ts';
import { insertEvent, insertInBatches, insertStudents } from './campus.ts';

/**
 * goal: a 300-person talk checks everyone in with the venue's Wi-Fi down. The
 * door device's queue of 300 offline scans reaches the server as the manage page sends it
 * (batches of CLIENT_SCAN_BATCH, one after another), then the same queue again (a device
 * that lost the answer and resends: idempotent). Figures only, no target.
 */
export async function doorSync(handle: DbHandle, base: string, organizerId: string, cookie: string, seats = 300) {
  const eventId = 'door-sync-event';
  await insertEvent(handle, eventId, organizerId);
  // Inside its check-in window: it starts in two hours.
  const startsAt = new Date(Date.now() + 2 * 3_600_000).toISOString();
  await handle.db.updateTable('events').set({ starts_at: startsAt, registrations_count: seats }).where('id', '=', eventId).execute();
  const students = await insertStudents(handle, 'dor', seats);
  const now = new Date().toISOString();
  const tickets = students.ids.map(() => randomBytes(12).toString('base64url'));
  await insertInBatches(handle, 'registrations', students.ids.map((id, i) => ({
    id: `${eventId}_${students.usns[i]}`, event_id: eventId, student_id: id, name: students.names[i]!, usn: students.usns[i]!, email: students.emails[i]!,
    semester: '5', contact_no: null, status: 'registered' as const, ticket_code: tickets[i]!, checked_in_at: null, created_at: now, updated_at: now, answers: '{}',
  })));
  // Scanned over the last ten minutes, one every two seconds.
  const scans = tickets.map((ticket, i) => ({ ticket, at: new Date(Date.now() - (seats - i) * 2_000).toISOString() }));

  const sync = async () => {
    const started = performance.now();
    const statuses: Record<string, number> = {};
    for (let i = 0; i < scans.length; i += CLIENT_SCAN_BATCH) {
      const res = await fetch(`${base}/api/events/${eventId}/check-ins`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ scans: scans.slice(i, i + CLIENT_SCAN_BATCH) }),
      });
      if (res.status !== 200) throw new Error(`check-ins answered ${res.status}: ${await res.text()}`);
      for (const r of ((await res.json()) as { results: { status: string }[] }).results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    }
    return { ms: performance.now() - started, statuses };
  };
  const first = await sync();
  const again = await sync();
  const row = await handle.db.selectFrom('registrations').select((eb) => eb.fn.countAll().as('n')).where('event_id', '=', eventId).where('checked_in_at', 'is not', null).executeTakeFirstOrThrow();
  return { first, again, checkedIn: Number(row.n), batches: Math.ceil(seats / CLIENT_SCAN_BATCH) };
}
