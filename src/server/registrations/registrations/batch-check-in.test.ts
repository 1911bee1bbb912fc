import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { MAX_SCANS_PER_BATCH } from '../../../domain/schemas/check-ins.ts';
import { buildEvent, whenFromNow } from '../../../../test/support/factories.ts';
import { signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { joinTeam } from '../../../../test/support/teams.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { StudentSignup } from '../../../domain/schemas/account.ts';

/** The door without a network: POST /api/events/:id/check-ins and GET /api/events/:id/door-list. */

let t: TestApp;
let club: HttpClient;
let door: HttpClient;
let clubId: string;
const students: { client: HttpClient; signedUp: SignedUp<StudentSignup> }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  club = t.client();
  clubId = (await signUpOrganizer(club, { name: 'Offline Door Club' })).user.id;
  door = t.client();
  const d = await signUpStudent(door);
  await joinTeam(t.ctx, club, clubId, door, d.input.email, 'door');
  for (let i = 0; i < 4; i++) {
    const client = t.client();
    students.push({ client, signedUp: await signUpStudent(client) });
  }
});
afterAll(async () => t?.close());

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

/** An event starting in two hours (check-in open) with `seats` registrants; their ticket codes in order. */
async function eventWithTickets(seats = 3, overrides: Record<string, unknown> = {}) {
  const res = await club.post('/api/events', { ...buildEvent(whenFromNow(120)), ...overrides });
  expect(res.status, res.text).toBe(201);
  const eventId = res.body.id as string;
  const registrations = [];
  for (const s of students.slice(0, seats)) registrations.push(await registerAs(s.client, s.signedUp, eventId));
  return { eventId, registrations, tickets: registrations.map((r) => r.ticketCode) };
}

const send = (client: HttpClient, eventId: string, scans: unknown) => client.post(`/api/events/${eventId}/check-ins`, { scans });

async function checkedInAt(registrationId: string): Promise<string | null> {
  const row = await t.ctx.db.selectFrom('registrations').select('checked_in_at').where('id', '=', registrationId).executeTakeFirstOrThrow();
  return row.checked_in_at === null ? null : new Date(row.checked_in_at).toISOString();
}

async function checkedInCount(eventId: string): Promise<number> {
  const rows = await t.ctx.db.selectFrom('registrations').select('id').where('event_id', '=', eventId).where('checked_in_at', 'is not', null).execute();
  return rows.length;
}

describe('POST /api/events/:id/check-ins', () => {
  it('checks in each scanned ticket at the time it was scanned, saying who (name and USN, no contacts)', async () => {
    const { eventId, registrations, tickets } = await eventWithTickets(3);
    const times = [ago(9), ago(7), ago(5)];
    const res = await send(door, eventId, tickets.map((ticket, i) => ({ ticket, at: times[i] })));
    expect(res.status, res.text).toBe(200);
    expect(res.body.results).toHaveLength(3);
    res.body.results.forEach((r: Record<string, unknown>, i: number) => {
      expect(r).toEqual({
        ticket: tickets[i], status: 'checked-in', checkedInAt: times[i], registrationId: registrations[i]!.id,
        name: students[i]!.signedUp.input.name, usn: students[i]!.signedUp.input.usn,
      });
    });
    for (const [i, r] of registrations.entries()) expect(await checkedInAt(r.id)).toBe(times[i]);
  });

  it('is idempotent: the same batch again changes nothing and says already', async () => {
    const { eventId, registrations, tickets } = await eventWithTickets(2);
    const scans = tickets.map((ticket) => ({ ticket, at: ago(3) }));
    expect((await send(door, eventId, scans)).status).toBe(200);
    const again = await send(door, eventId, scans);
    expect(again.status).toBe(200);
    expect(again.body.results.map((r: { status: string }) => r.status)).toEqual(['already', 'already']);
    expect(again.body.results[0].checkedInAt).toBe(scans[0]!.at);
    expect(await checkedInCount(eventId)).toBe(2);
    expect(await checkedInAt(registrations[1]!.id)).toBe(scans[1]!.at);
  });

  it('two devices, one ticket: one check-in at the earlier time, never moved forward', async () => {
    const { eventId, registrations, tickets } = await eventWithTickets(1);
    const [ticket] = tickets;
    const later = await send(door, eventId, [{ ticket, at: ago(2) }]);
    expect(later.body.results[0].status).toBe('checked-in');
    const earlier = await send(club, eventId, [{ ticket, at: ago(10) }]);
    expect(earlier.body.results[0]).toMatchObject({ status: 'already' });
    const stored = await checkedInAt(registrations[0]!.id);
    expect(earlier.body.results[0].checkedInAt).toBe(stored);
    expect(Date.now() - Date.parse(stored!)).toBeGreaterThanOrEqual(10 * MINUTE - 1000);
    // A third scan, later still, leaves it.
    await send(door, eventId, [{ ticket, at: ago(1) }]);
    expect(await checkedInAt(registrations[0]!.id)).toBe(stored);
    expect(await checkedInCount(eventId)).toBe(1);
  });

  it('moves a check-in made online back to an earlier offline scan of the same ticket', async () => {
    const { eventId, registrations, tickets } = await eventWithTickets(1);
    expect((await door.post(`/api/events/${eventId}/check-in`, { code: tickets[0] })).status).toBe(200);
    const at = ago(4);
    const res = await send(door, eventId, [{ ticket: tickets[0], at }]);
    expect(res.body.results[0]).toMatchObject({ status: 'already', checkedInAt: at });
    expect(await checkedInAt(registrations[0]!.id)).toBe(at);
  });

  it('one ticket twice in a batch: one check-in, at the earlier time, the other scan says already', async () => {
    const { eventId, registrations, tickets } = await eventWithTickets(1);
    const res = await send(door, eventId, [{ ticket: tickets[0], at: ago(1) }, { ticket: tickets[0], at: ago(6) }]);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['checked-in', 'already']);
    expect(await checkedInAt(registrations[0]!.id)).toBe(res.body.results[1].checkedInAt);
    expect(res.body.results[0].checkedInAt).toBe(res.body.results[1].checkedInAt);
  });

  it('says which scans it could not take: unknown, another event’s ticket, no seat', async () => {
    const other = await eventWithTickets(1);
    const { eventId, tickets } = await eventWithTickets(1, { capacity: 1 });
    const waitlisted = await registerAs(students[1]!.client, students[1]!.signedUp, eventId);
    expect(waitlisted.status).toBe('waitlisted');
    const res = await send(door, eventId, [
      { ticket: 'no-such-ticket', at: ago(1) },
      { ticket: other.tickets[0], at: ago(1) },
      { ticket: waitlisted.ticketCode, at: ago(1) },
      { ticket: tickets[0], at: ago(1) },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toEqual({ ticket: 'no-such-ticket', status: 'unknown', checkedInAt: null });
    // Another event's ticket is as unknown here: it says nothing of its holder.
    expect(res.body.results[1]).toEqual({ ticket: other.tickets[0], status: 'unknown', checkedInAt: null });
    expect(res.body.results[2]).toMatchObject({ status: 'not-seat-holder', registrationStatus: 'waitlisted', checkedInAt: null });
    expect(res.body.results[3]).toMatchObject({ status: 'checked-in' });
    expect(await checkedInCount(eventId)).toBe(1);
    expect(await checkedInCount(other.eventId)).toBe(0);
  });

  it('refuses a time well ahead of the clock, takes one a little ahead as now, and only times inside the window', async () => {
    const { eventId, registrations, tickets } = await eventWithTickets(3);
    const before = Date.now();
    const res = await send(door, eventId, [
      { ticket: tickets[0], at: new Date(Date.now() + 10 * MINUTE).toISOString() },
      { ticket: tickets[1], at: new Date(Date.now() + 2 * MINUTE).toISOString() },
      // The window opened 12 hours before the start (in two hours): 11 hours ago is before it.
      { ticket: tickets[2], at: ago(11 * 60) },
    ]);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['future', 'checked-in', 'outside-window']);
    expect(await checkedInAt(registrations[0]!.id)).toBeNull();
    const clamped = Date.parse((await checkedInAt(registrations[1]!.id))!);
    expect(clamped).toBeGreaterThanOrEqual(before - 1000);
    expect(clamped).toBeLessThanOrEqual(Date.now());
    expect(await checkedInAt(registrations[2]!.id)).toBeNull();
  });

  it('takes scans from inside the window after it closed (the network came back late), not those after it', async () => {
    const { eventId, registrations, tickets } = await eventWithTickets(2);
    // The event started 30 hours ago: its window closed 6 hours ago.
    await t.ctx.db.updateTable('events').set({ starts_at: ago(30 * 60) }).where('id', '=', eventId).execute();
    expect((await door.post(`/api/events/${eventId}/check-in`, { code: tickets[0] })).status).toBe(409);
    const inside = ago(29 * 60);
    const res = await send(door, eventId, [{ ticket: tickets[0], at: inside }, { ticket: tickets[1], at: ago(60) }]);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['checked-in', 'outside-window']);
    expect(await checkedInAt(registrations[0]!.id)).toBe(inside);
    expect(await checkedInAt(registrations[1]!.id)).toBeNull();
  });

  it('two batches at once, overlapping in opposite orders: each ticket checked in once, at its earliest time', async () => {
    const { eventId, registrations, tickets } = await eventWithTickets(4);
    const a = tickets.map((ticket, i) => ({ ticket, at: ago(20 - i) }));
    const b = [...tickets].reverse().map((ticket, i) => ({ ticket, at: ago(10 + i) }));
    const [ra, rb] = await Promise.all([send(door, eventId, a), send(club, eventId, b)]);
    expect(ra.status, ra.text).toBe(200);
    expect(rb.status, rb.text).toBe(200);
    const fresh = [...ra.body.results, ...rb.body.results].filter((r: { status: string }) => r.status === 'checked-in');
    expect(fresh).toHaveLength(4);
    expect(new Set(fresh.map((r: { ticket: string }) => r.ticket)).size).toBe(4);
    for (const [i, r] of registrations.entries()) {
      const bAt = b.find((s) => s.ticket === tickets[i])!.at;
      expect(await checkedInAt(r.id)).toBe(a[i]!.at < bAt ? a[i]!.at : bAt);
    }
    expect(await checkedInCount(eventId)).toBe(4);
  });

  it('checks in by registration id (the list’s button), echoing the id and never the ticket code', async () => {
    const { eventId, registrations, tickets } = await eventWithTickets(2);
    const at = ago(4);
    const res = await send(door, eventId, [{ registrationId: registrations[0]!.id, at }]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.results).toEqual([{
      registrationId: registrations[0]!.id, status: 'checked-in', checkedInAt: at,
      name: students[0]!.signedUp.input.name, usn: students[0]!.signedUp.input.usn,
    }]);
    expect(res.text).not.toContain(tickets[0]);
    expect(await checkedInAt(registrations[0]!.id)).toBe(at);
    // Again: already, at the same time.
    const again = await send(door, eventId, [{ registrationId: registrations[0]!.id, at: ago(1) }]);
    expect(again.body.results[0]).toMatchObject({ registrationId: registrations[0]!.id, status: 'already', checkedInAt: at });
    expect(await checkedInCount(eventId)).toBe(1);
  });

  it('a ticket and its registration id in one batch: one check-in, at the earlier of the two', async () => {
    const { eventId, registrations, tickets } = await eventWithTickets(1);
    const earlier = ago(8);
    const res = await send(door, eventId, [{ ticket: tickets[0], at: ago(2) }, { registrationId: registrations[0]!.id, at: earlier }]);
    expect(res.body.results).toMatchObject([
      { ticket: tickets[0], status: 'checked-in', checkedInAt: earlier },
      { registrationId: registrations[0]!.id, status: 'already', checkedInAt: earlier },
    ]);
    expect(res.body.results[1]).not.toHaveProperty('ticket');
    expect(await checkedInAt(registrations[0]!.id)).toBe(earlier);
  });

  it('another event’s registration id, or none such, is unknown; one without a seat says so', async () => {
    const other = await eventWithTickets(1);
    const { eventId } = await eventWithTickets(1, { capacity: 1 });
    const waitlisted = await registerAs(students[1]!.client, students[1]!.signedUp, eventId);
    const res = await send(door, eventId, [
      { registrationId: other.registrations[0]!.id, at: ago(1) },
      { registrationId: 'no-such-registration', at: ago(1) },
      { registrationId: waitlisted.id, at: ago(1) },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toEqual({ registrationId: other.registrations[0]!.id, status: 'unknown', checkedInAt: null });
    expect(res.body.results[1]).toEqual({ registrationId: 'no-such-registration', status: 'unknown', checkedInAt: null });
    expect(res.body.results[2]).toMatchObject({ registrationId: waitlisted.id, status: 'not-seat-holder', registrationStatus: 'waitlisted' });
    expect(res.text).not.toContain(waitlisted.ticketCode);
    expect(await checkedInCount(eventId)).toBe(0);
    expect(await checkedInCount(other.eventId)).toBe(0);
  });

  it('owner, manager and door staff 200; a student and another club 403; signed out 401; no event 404', async () => {
    const { eventId } = await eventWithTickets(0);
    const manager = t.client();
    const m = await signUpStudent(manager);
    await joinTeam(t.ctx, club, clubId, manager, m.input.email, 'manager');
    for (const who of [club, manager, door]) expect((await send(who, eventId, [])).status).toBe(200);
    const other = t.client();
    await signUpOrganizer(other);
    const student = await send(students[0]!.client, eventId, []);
    expect(student.status).toBe(403);
    expect(student.body.error.message).toBe(MSG.onlyOrganizerChecksIn);
    expect((await send(other, eventId, [])).status).toBe(403);
    expect((await send(t.client(), eventId, [])).status).toBe(401);
    const missing = await send(door, 'no-such-event', []);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(MSG.eventNotFound);
  });

  it('bad input is a 400 with the catalogue message, never a 500, and checks no one in', async () => {
    const { eventId, registrations, tickets } = await eventWithTickets(1);
    const good = { ticket: tickets[0], at: ago(1) };
    const both = { ticket: tickets[0], registrationId: registrations[0]!.id, at: ago(1) };
    const cases: [unknown, string][] = [
      [undefined, MSG.scansInvalid],
      [[good, { at: ago(1) }], MSG.scanOneIdentifier],
      [[good, both], MSG.scanOneIdentifier],
      [[good, { registrationId: 42, at: ago(1) }], MSG.scanRegistrationInvalid],
      [[good, { registrationId: ' ', at: ago(1) }], MSG.scanRegistrationInvalid],
      [[good, { registrationId: 'x'.repeat(201), at: ago(1) }], MSG.scanRegistrationInvalid],
      [[good, { registrationId: registrations[0]!.id }], MSG.scanTimeInvalid],
      ['all of them', MSG.scansInvalid],
      [[good, 'not a scan'], MSG.scansInvalid],
      [[good, { ticket: 42, at: ago(1) }], MSG.scanTicketInvalid],
      [[good, { ticket: '', at: ago(1) }], MSG.scanTicketInvalid],
      [[good, { ticket: 'x'.repeat(201), at: ago(1) }], MSG.scanTicketInvalid],
      [[good, { ticket: tickets[0] }], MSG.scanTimeInvalid],
      [[good, { ticket: tickets[0], at: 'yesterday' }], MSG.scanTimeInvalid],
      [[good, { ticket: tickets[0], at: 1_700_000_000_000 }], MSG.scanTimeInvalid],
      [Array.from({ length: MAX_SCANS_PER_BATCH + 1 }, () => good), MSG.tooManyScans],
    ];
    for (const [scans, message] of cases) {
      const res = await send(door, eventId, scans);
      expect(res.status, String(JSON.stringify(scans)).slice(0, 80)).toBe(400);
      expect(res.body.error.message, String(JSON.stringify(scans)).slice(0, 80)).toBe(message);
    }
    for (const nulScan of [{ ticket: 'ab\u0000cd', at: ago(1) }, { registrationId: 'ab\u0000cd', at: ago(1) }]) {
      const nul = await send(door, eventId, [good, nulScan]);
      expect(nul.status).toBe(400);
      expect(nul.body.error.code).toBe('NUL_CHARACTER');
    }
    expect(await checkedInCount(eventId)).toBe(0);
    // The most a batch may hold is taken.
    const full = await send(door, eventId, Array.from({ length: MAX_SCANS_PER_BATCH }, () => good));
    expect(full.status).toBe(200);
    expect(full.body.results).toHaveLength(MAX_SCANS_PER_BATCH);
    expect(await checkedInCount(eventId)).toBe(1);
  });
});

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('GET /api/events/:id/door-list', () => {
  it('gives the door the seat holders with their tickets’ SHA-256, no contacts, never cached', async () => {
    const { eventId, registrations, tickets } = await eventWithTickets(1, { capacity: 1 });
    await registerAs(students[1]!.client, students[1]!.signedUp, eventId); // waitlisted: no seat, not on the list
    await send(door, eventId, [{ ticket: tickets[0], at: ago(2) }]);
    const res = await door.get(`/api/events/${eventId}/door-list`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.eventId).toBe(eventId);
    expect(Math.abs(Date.parse(res.body.readAt) - Date.now())).toBeLessThan(60_000);
    expect(res.body.entries).toEqual([{
      registrationId: registrations[0]!.id, ticketHash: sha256(tickets[0]!), name: students[0]!.signedUp.input.name,
      usn: students[0]!.signedUp.input.usn, checkedInAt: (await checkedInAt(registrations[0]!.id)),
    }]);
    expect(JSON.stringify(res.body)).not.toContain(students[0]!.signedUp.input.email);
  });

  it('holds no ticket code anywhere, for door staff, a manager or the owner', async () => {
    const { eventId, tickets } = await eventWithTickets(3);
    const manager = t.client();
    const m = await signUpStudent(manager);
    await joinTeam(t.ctx, club, clubId, manager, m.input.email, 'manager');
    for (const who of [door, manager, club]) {
      const res = await who.get(`/api/events/${eventId}/door-list`);
      expect(res.status).toBe(200);
      expect(res.body.entries).toHaveLength(3);
      for (const ticket of tickets) expect(res.text).not.toContain(ticket);
      expect(res.text).not.toMatch(/ticketCode/);
      for (const entry of res.body.entries) expect(entry.ticketHash).toMatch(/^[0-9a-f]{64}$/);
      expect(res.body.entries.map((e: { ticketHash: string }) => e.ticketHash).sort()).toEqual(tickets.map((c) => sha256(c!)).sort());
    }
  });

  it('owner 200; a student and another club 403; signed out 401; no event 404', async () => {
    const { eventId } = await eventWithTickets(0);
    expect((await club.get(`/api/events/${eventId}/door-list`)).status).toBe(200);
    const other = t.client();
    await signUpOrganizer(other);
    expect((await students[0]!.client.get(`/api/events/${eventId}/door-list`)).status).toBe(403);
    expect((await other.get(`/api/events/${eventId}/door-list`)).status).toBe(403);
    expect((await t.client().get(`/api/events/${eventId}/door-list`)).status).toBe(401);
    expect((await door.get('/api/events/no-such-event/door-list')).status).toBe(404);
  });
});
