import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import { whenFromNow } from '../../../../test/support/factories.ts';
import { sweepOffers } from './offers.ts';
import { confirmSeat } from './service.ts';

const HOUR = 3_600_000;
let catcher: MailCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startMailCatcher();
  // The sweep runs only when the test says, with the test's clock.
  t = await startTestApp({ SEAT_SWEEP_SECONDS: '3600', SMTP_URL: catcher.url });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

const subject = (prefix: string, name: string) => new RegExp(`^${`${prefix}${name}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

interface Student { client: HttpClient; email: string; id: string; viewer: Viewer }

/** An event with a claim window and `n` students registered in order: the first `capacity` hold seats, the rest wait. */
async function claimEvent(capacity: number, claimHours: number, n: number, when: Partial<{ date: string; time: string }> = {}) {
  const organizer = t.client();
  await signUpOrganizer(organizer);
  const event = await createEventAs(organizer, { capacity, ...when });
  await t.ctx.db.updateTable('events').set({ claim_hours: claimHours }).where('id', '=', event.id).execute();
  const students: Student[] = [];
  for (let i = 0; i < n; i++) {
    const client = t.client();
    const student = await signUpStudent(client);
    const registration = await registerAs(client, student, event.id);
    expect(registration.status).toBe(i < capacity ? 'registered' : 'waitlisted');
    const viewer = { id: student.user.id, name: student.user.name, email: student.user.email, role: 'student', sessionId: '', memberships: [] };
    students.push({ client, email: student.input.email, id: registration.id, viewer });
  }
  return { organizer, event, students };
}

/** The event row's counts, checked against the rows by status. */
async function exactCounts(eventId: string) {
  const event = await t.ctx.db.selectFrom('events').select(['registrations_count', 'waitlisted_count', 'pending_count', 'entered_count']).where('id', '=', eventId).executeTakeFirstOrThrow();
  const rows = await t.ctx.db.selectFrom('registrations').select('status').where('event_id', '=', eventId).execute();
  const count = (...statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).length;
  expect(event).toEqual({
    registrations_count: count('registered', 'offered'), waitlisted_count: count('waitlisted'), pending_count: count('pending'), entered_count: count('entered'),
  });
  return { registered: count('registered'), offered: count('offered'), waitlisted: count('waitlisted'), rows: rows.length };
}

const statusOf = async (id: string) => (await t.ctx.db.selectFrom('registrations').select(['status', 'offer_expires_at']).where('id', '=', id).executeTakeFirst()) ?? null;
const deadlineOf = async (id: string) => new Date((await statusOf(id))!.offer_expires_at!);
const mailsOf = async (eventId: string, kind: string) =>
  (await t.ctx.db.selectFrom('outbox').select('recipient').where('kind', '=', kind).where('event_id', '=', eventId).execute()).map((r) => r.recipient).sort();

describe('claim window', () => {
  it('a freed seat is offered for claimHours with a mail; its student confirms (401, 403, 404, 409 otherwise) and gets the ticket', async () => {
    const { organizer, event, students } = await claimEvent(1, 12, 3);
    const [a, b, c] = students;
    expect((await a!.client.delete(`/api/registrations/${a!.id}`)).status).toBe(204);

    const offered = (await b!.client.get(`/api/registrations/${b!.id}`)).body;
    expect(offered.status).toBe('offered');
    expect(offered.ticketCode).toBeUndefined();
    expect(Math.abs(Date.parse(offered.offerExpiresAt) - (Date.now() + 12 * HOUR))).toBeLessThan(60_000);
    const offerMail = await catcher.waitFor(b!.email, subject('A seat is yours to claim: ', event.name));
    expect(offerMail.text).toContain('Confirm my seat');
    expect(await exactCounts(event.id)).toEqual({ registered: 0, offered: 1, waitlisted: 1, rows: 2 });

    const path = `/api/registrations/${b!.id}/confirm`;
    const signedOut = await t.client().post(path);
    expect([signedOut.status, signedOut.body.error.message]).toEqual([401, MSG.loginFirst]);
    const someoneElse = await c!.client.post(path);
    expect([someoneElse.status, someoneElse.body.error.message]).toEqual([404, MSG.registrationNotFound]);
    const byOrganizer = await organizer.post(path);
    expect([byOrganizer.status, byOrganizer.body.error.message]).toEqual([403, MSG.onlyStudentConfirmsOffer]);
    expect((await b!.client.post(`/api/registrations/${event.id}_NOPE/confirm`)).status).toBe(404);
    expect((await b!.client.post(path, '{not json', { 'content-type': 'application/json' })).status).toBe(400);
    const waiting = await c!.client.post(`/api/registrations/${c!.id}/confirm`);
    expect([waiting.status, waiting.body.error.code, waiting.body.error.message]).toEqual([409, 'NOT_OFFERED', MSG.notOffered]);

    const confirmed = await b!.client.post(path);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: b!.id, status: 'registered', offerExpiresAt: null, ticketCode: expect.any(String) });
    const ticket = await catcher.waitFor(b!.email, subject("A place opened up: you're in for ", event.name));
    expect(ticket.attachments.map((x) => x.filename).sort()).toEqual(['event.ics', 'ticket.png']);
    const twice = await b!.client.post(path);
    expect([twice.status, twice.body.error.message]).toEqual([409, MSG.notOffered]);
    expect(await exactCounts(event.id)).toEqual({ registered: 1, offered: 0, waitlisted: 1, rows: 2 });
  });

  it('the sweep withdraws a lapsed offer (mailed) and offers the seat to the next; confirming is refused from the deadline on', async () => {
    const { event, students } = await claimEvent(1, 12, 4);
    const [a, b, c, d] = students;
    expect((await a!.client.delete(`/api/registrations/${a!.id}`)).status).toBe(204);
    const deadline = await deadlineOf(b!.id);

    // Not yet: the deadline is exact on both sides.
    expect(await sweepOffers(t.ctx, new Date(deadline.getTime() - 1))).toEqual({ lapsed: 0, offered: 0 });
    await expect(confirmSeat(t.ctx, b!.viewer, b!.id, deadline)).rejects.toMatchObject({ status: 409, code: 'OFFER_EXPIRED', message: MSG.offerExpired });
    expect((await statusOf(b!.id))!.status).toBe('offered');

    expect(await sweepOffers(t.ctx, deadline)).toEqual({ lapsed: 1, offered: 1 });
    expect(await sweepOffers(t.ctx, deadline)).toEqual({ lapsed: 0, offered: 0 });
    expect(await statusOf(b!.id)).toBeNull();
    expect((await statusOf(c!.id))!.status).toBe('offered');
    expect((await deadlineOf(c!.id)).getTime()).toBe(deadline.getTime() + 12 * HOUR);
    await catcher.waitFor(b!.email, subject('Your offer lapsed: ', event.name));
    await catcher.waitFor(c!.email, subject('A seat is yours to claim: ', event.name));
    expect(await exactCounts(event.id)).toEqual({ registered: 0, offered: 1, waitlisted: 1, rows: 2 });
    expect((await b!.client.post(`/api/registrations/${b!.id}/confirm`)).status).toBe(404);

    // Past the deadline on the server's own clock, before any sweep: 409, and the seat stays held until the sweep.
    await t.ctx.db.updateTable('registrations').set({ offer_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', c!.id).execute();
    const late = await c!.client.post(`/api/registrations/${c!.id}/confirm`);
    expect([late.status, late.body.error.code, late.body.error.message]).toEqual([409, 'OFFER_EXPIRED', MSG.offerExpired]);
    expect(await exactCounts(event.id)).toEqual({ registered: 0, offered: 1, waitlisted: 1, rows: 2 });
    const now = new Date();
    expect(await sweepOffers(t.ctx, now)).toEqual({ lapsed: 1, offered: 1 });
    const dDeadline = await deadlineOf(d!.id);
    expect(dDeadline.getTime()).toBe(now.getTime() + 12 * HOUR);
    await expect(confirmSeat(t.ctx, d!.viewer, d!.id, new Date(dDeadline.getTime() - 1))).resolves.toMatchObject({ status: 'registered' });
    expect(await exactCounts(event.id)).toEqual({ registered: 1, offered: 0, waitlisted: 0, rows: 1 });
    expect(await mailsOf(event.id, 'offer-expired')).toEqual([b!.email, c!.email].sort());
    await catcher.waitFor(d!.email, subject("A place opened up: you're in for ", event.name));
  });

  it('confirmations racing the sweep at the deadline: each offer is confirmed or lapsed, never both, counts exact', async () => {
    const n = 10;
    const { event, students } = await claimEvent(n, 1, 2 * n);
    const holders = students.slice(0, n);
    const waiting = students.slice(n);
    expect((await Promise.all(holders.map((s) => s.client.delete(`/api/registrations/${s.id}`)))).map((r) => r.status)).toEqual(holders.map(() => 204));
    expect(await exactCounts(event.id)).toEqual({ registered: 0, offered: n, waitlisted: 0, rows: n });

    const start = Date.now();
    const deadline = new Date(start + 400).toISOString();
    await t.ctx.db.updateTable('registrations').set({ offer_expires_at: deadline }).where('event_id', '=', event.id).execute();
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const sweeps = Array.from({ length: 8 }, async (_, i) => {
      await pause(i * 100);
      return sweepOffers(t.ctx);
    });
    const confirmations = waiting.map(async (s, i) => {
      await pause(i * 80);
      return s.client.post(`/api/registrations/${s.id}/confirm`);
    });
    const [swept, answers] = await Promise.all([Promise.all(sweeps), Promise.all(confirmations)]);
    await sweepOffers(t.ctx, new Date(Date.now() + 1000));

    expect(answers.map((r) => r.status).filter((s) => ![200, 404, 409].includes(s))).toEqual([]);
    for (const [i, s] of waiting.entries()) {
      const row = await statusOf(s.id);
      if (answers[i]!.status === 200) expect(row!.status).toBe('registered');
      else expect(row).toBeNull();
    }
    const confirmed = answers.filter((r) => r.status === 200).length;
    expect(await exactCounts(event.id)).toEqual({ registered: confirmed, offered: 0, waitlisted: 0, rows: confirmed });
    // Each lapsed offer was withdrawn once, by one sweep, with one mail.
    const expired = await mailsOf(event.id, 'offer-expired');
    expect(expired).toEqual(waiting.filter((_, i) => answers[i]!.status !== 200).map((s) => s.email).sort());
    expect(swept.reduce((sum, x) => sum + x.lapsed, 0)).toBeLessThanOrEqual(n - confirmed);
  });

  it('several processes sweeping at once withdraw each lapsed offer once and offer each seat once', async () => {
    const { event, students } = await claimEvent(5, 1, 15);
    await Promise.all(students.slice(0, 5).map((s) => s.client.delete(`/api/registrations/${s.id}`)));
    const later = new Date(Date.now() + 2 * HOUR);
    const due = await t.ctx.db.selectFrom('registrations').select('id').where('status', '=', 'offered').where('offer_expires_at', '<=', later.toISOString()).execute();
    expect(due.length).toBeGreaterThanOrEqual(5);

    // Three connections, as three processes on PostgreSQL. (SQLite has one writer: its sweeps take turns.)
    const handles = [t.database.reopen(), t.database.reopen()];
    const sweepers = [t.ctx, ...handles.map((h) => ({ ...t.ctx, db: h.db, handle: h }))];
    const results = t.ctx.handle.dialect === 'postgres'
      ? await Promise.all(sweepers.map((s) => sweepOffers(s, later)))
      : [await sweepOffers(sweepers[0]!, later), await sweepOffers(sweepers[1]!, later), await sweepOffers(sweepers[2]!, later)];
    await Promise.all(handles.map((h) => h.close()));
    expect(results.reduce((sum, r) => sum + r.lapsed, 0)).toBe(due.length);

    const rows = await t.ctx.db.selectFrom('registrations').select(['id', 'status']).where('event_id', '=', event.id).execute();
    // The first five offers lapsed (rows gone); the next five on the waitlist have the seats on offer.
    expect(rows.filter((r) => r.status === 'offered').map((r) => r.id).sort()).toEqual(students.slice(10).map((s) => s.id).sort());
    expect(await exactCounts(event.id)).toEqual({ registered: 0, offered: 5, waitlisted: 0, rows: 5 });
    expect(await mailsOf(event.id, 'offer-expired')).toEqual(students.slice(5, 10).map((s) => s.email).sort());
    // One offer mail per new offer (the lapsed ones' unsent offer mails were dropped with them).
    const offers = await mailsOf(event.id, 'offer');
    expect(offers.filter((to) => students.slice(10).some((s) => s.email === to))).toEqual(students.slice(10).map((s) => s.email).sort());
    expect(new Set(offers).size).toBe(offers.length);
  });

  it('once the event has begun, a lapsed offer is withdrawn but nobody is offered the seat any more', async () => {
    const { event, students } = await claimEvent(1, 1, 3, whenFromNow(60));
    expect((await students[0]!.client.delete(`/api/registrations/${students[0]!.id}`)).status).toBe(204);
    expect(await statusOf(students[1]!.id)).toMatchObject({ status: 'offered' });
    const afterStart = new Date(Date.parse(event.startsAt) + 30 * 60_000);
    expect((await deadlineOf(students[1]!.id)).getTime()).toBeLessThan(afterStart.getTime());
    await sweepOffers(t.ctx, afterStart);
    expect([await statusOf(students[1]!.id), (await statusOf(students[2]!.id))!.status]).toEqual([null, 'waitlisted']);
    expect(await exactCounts(event.id)).toEqual({ registered: 0, offered: 0, waitlisted: 1, rows: 1 });
    expect(await mailsOf(event.id, 'offer-expired')).toEqual([students[1]!.email]);
  });
});
