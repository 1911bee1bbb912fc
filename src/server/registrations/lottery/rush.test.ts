import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { registrationBody } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { MSG } from '../../../domain/messages.ts';
import type { StudentSignup } from '../../../domain/schemas/account.ts';
import { insertStudentProfile, insertUser } from '../../identity/accounts/queries.ts';
import { newId, newSecret } from '../../infrastructure/db/ids.ts';
import { addRegistration } from '../registrations/arrivals.ts';
import { buildEvent, buildStudent } from '../../../../test/support/factories.ts';
import { draw } from './draw.ts';
import { drawEntryId } from '../registrations/draw-entry.ts';
import { sweepDraws, type DrawContext } from './service.ts';

/**
 * The fest lottery at scale: 500 entrants for 40 seats (a share through the real POST,
 * the rest through the same lifecycle function), entries racing the draw, and several
 * processes sweeping at once. The sweep runs only when a test says, with its own clock.
 */
const HOUR = 3_600_000;
let catcher: MailCatcher;
let t: TestApp;
let organizer: HttpClient;
const crowd: { client: HttpClient; student: SignedUp<StudentSignup> }[] = [];
const HTTP_ENTRANTS = 60;

beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SEAT_SWEEP_SECONDS: '3600', SMTP_URL: catcher.url });
  organizer = t.client();
  await signUpOrganizer(organizer);
  for (let i = 0; i < HTTP_ENTRANTS; i += 10) {
    crowd.push(...(await Promise.all(Array.from({ length: 10 }, async () => {
      const client = t.client();
      return { client, student: await signUpStudent(client) };
    }))));
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

async function createLottery(capacity: number) {
  const drawAt = new Date(Date.now() + HOUR).toISOString();
  const res = await organizer.post('/api/events', { ...buildEvent({ capacity }), allocation: 'lottery', drawAt });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id as string, name: res.body.name as string, drawTime: new Date(Date.parse(drawAt) + 1000) };
}

const enter = (who: (typeof crowd)[number], eventId: string) => who.client.post(`/api/events/${eventId}/registrations`, registrationBody(who.student));

/**
 * Students made straight in the database (no password to hash; ten transactions at once),
 * then entered through addRegistration, the lifecycle function POST uses, in one transaction.
 */
async function enterDirectly(eventId: string, n: number) {
  const now = new Date().toISOString();
  const students = Array.from({ length: n }, () => ({ ...buildStudent(), id: newId(24) }));
  await Promise.all(Array.from({ length: 10 }, (_, k) => t.ctx.db.transaction().execute(async (trx) => {
    for (const s of students.filter((_, i) => i % 10 === k)) {
      await insertUser(trx, { id: s.id, name: s.name, email: s.email, role: 'student', now });
      await insertStudentProfile(trx, s.id, { usn: s.usn, semester: s.semester, phone: s.phone, calendarToken: newSecret(), now });
    }
  })));
  await t.ctx.db.transaction().execute(async (trx) => {
    for (const s of students) {
      await addRegistration(trx, t.ctx.handle.dialect, eventId, { studentId: s.id, input: { name: s.name, usn: s.usn, email: s.email, semester: s.semester } }, { timeZone: 'UTC' });
    }
  });
}

const rowsOf = (eventId: string) =>
  t.ctx.db.selectFrom('registrations').select(['id', 'email', 'status', 'queue_position', 'ticket_code']).where('event_id', '=', eventId).execute();
const countsOf = (eventId: string) =>
  t.ctx.db.selectFrom('events').select(['registrations_count', 'waitlisted_count', 'entered_count', 'pending_count', 'drawn_at']).where('id', '=', eventId).executeTakeFirstOrThrow();
const drawMailsTo = (email: string, name: string) =>
  catcher.messages.filter((m) => m.to && [m.to].flat().some((a) => a.text.toLowerCase().includes(email)) && (m.subject === `You won a seat: ${name}` || m.subject === `Draw result: ${name}`));

describe('a 500-entrant lottery for 40 seats', () => {
  it('draws 40 seats and a waitlist of 460 in drawn order, publishes a re-runnable draw and mails every entrant once', async () => {
    const event = await createLottery(40);
    const entries = await Promise.all(crowd.map((who) => enter(who, event.id)));
    expect(entries.map((r) => r.status)).toEqual(crowd.map(() => 201));
    expect(new Set(entries.map((r) => r.body.status))).toEqual(new Set(['entered']));
    await enterDirectly(event.id, 500 - HTTP_ENTRANTS);
    expect((await countsOf(event.id)).entered_count).toBe(500);

    const [held, ...more] = await sweepDraws(t.ctx, event.drawTime);
    expect(more).toEqual([]);
    expect(held!.eventId).toBe(event.id);
    expect(await sweepDraws(t.ctx, new Date(event.drawTime.getTime() + HOUR))).toEqual([]);

    const rows = await rowsOf(event.id);
    const byStatus = (status: string) => rows.filter((r) => r.status === status);
    const entryOf = (row: { ticket_code: string }) => drawEntryId(row.ticket_code);
    const registrationOf = (entry: string) => held!.entrantRegistrations[entry]!;
    expect(rows).toHaveLength(500);
    expect(byStatus('registered')).toHaveLength(40);
    expect(byStatus('waitlisted')).toHaveLength(460);
    expect(new Set(byStatus('registered').map(entryOf))).toEqual(new Set(held!.winners));
    expect([...byStatus('waitlisted')].sort((a, b) => a.queue_position! - b.queue_position!).map(entryOf)).toEqual(held!.waitlist);
    expect(Object.fromEntries(rows.map((r) => [entryOf(r), r.id]))).toEqual(held!.entrantRegistrations);
    expect(byStatus('waitlisted').map((r) => r.queue_position).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 460 }, (_, k) => k + 1));
    expect(await countsOf(event.id)).toMatchObject({ registrations_count: 40, waitlisted_count: 460, entered_count: 0, pending_count: 0 });

    const published = await t.client().get(`/api/events/${event.id}/draw`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ eventId: event.id, seed: held!.seed, capacity: 40, winners: held!.winners, waitlist: held!.waitlist });
    expect(published.body.entrants).toEqual(rows.map(entryOf).sort());
    expect(published.body.entrantRegistrations).toBeUndefined();
    expect(published.body.seed).toMatch(/^[0-9a-f]{64}$/);
    const rerun = draw({ seed: published.body.seed, entrants: published.body.entrants, capacity: published.body.capacity });
    expect(rerun).toEqual({ entrants: published.body.entrants, winners: published.body.winners, waitlist: published.body.waitlist });
    const shown = (await t.client().get(`/api/events/${event.id}`)).body;
    expect(shown).toMatchObject({ registrations: 40, waitlisted: 460, entered: 0, drawnAt: held!.drawnAt });

    // One result mail per entrant over SMTP: the winners' carry the ticket, the others their place.
    await expect.poll(() => catcher.messages.filter((m) => m.subject?.endsWith(`: ${event.name}`) && /^(You won a seat|Draw result)/.test(m.subject)).length, { timeout: 90_000, interval: 200 }).toBe(500);
    for (const row of rows) expect(drawMailsTo(row.email, event.name), row.email).toHaveLength(1);
    for (const row of byStatus('registered').slice(0, 5)) {
      const [mail] = drawMailsTo(row.email, event.name);
      expect(mail!.subject).toBe(`You won a seat: ${event.name}`);
      expect(mail!.text).toContain(`Your ticket code: ${row.ticket_code}`);
      expect(mail!.attachments.map((a) => a.filename).sort()).toEqual(['event.ics', 'ticket.png']);
    }
    const first = byStatus('waitlisted').find((r) => r.queue_position === 1)!;
    expect(drawMailsTo(first.email, event.name)[0]!.text).toContain('you are number 1 on the waitlist');

    // The organizer removes a winner: the first of the drawn waitlist takes the seat.
    const removed = await organizer.delete(`/api/registrations/${registrationOf(held!.winners[0]!)}`);
    expect(removed.status).toBe(204);
    const after = await rowsOf(event.id);
    expect(after.find((r) => r.id === registrationOf(held!.waitlist[0]!))!.status).toBe('registered');
    expect(after.filter((r) => r.status === 'registered')).toHaveLength(40);
    expect(after.filter((r) => r.status === 'waitlisted').map(entryOf).sort()).toEqual(held!.waitlist.slice(1).sort());
    expect(await countsOf(event.id)).toMatchObject({ registrations_count: 40, waitlisted_count: 459, entered_count: 0 });
  }, 180_000);
});

describe('entries racing the draw', () => {
  it('each entry is in the draw or refused 409 as drawn: none lost', async () => {
    const event = await createLottery(10);
    // Thirty at once; once some are in, thirty more while the draw starts.
    const early = Promise.all(crowd.slice(0, 30).map((who) => enter(who, event.id)));
    await expect.poll(async () => (await countsOf(event.id)).entered_count, { interval: 1, timeout: 20_000 }).toBeGreaterThanOrEqual(10);
    const late = Promise.all(crowd.slice(30).map((who) => enter(who, event.id)));
    const [held] = await sweepDraws(t.ctx, event.drawTime);
    const results = [...await early, ...await late];
    expect(held?.eventId).toBe(event.id);
    expect(held!.entrants.length).toBeGreaterThanOrEqual(10);
    const accepted = results.filter((r) => r.status === 201).map((r) => r.body.drawEntry as string);
    const refused = results.filter((r) => r.status !== 201);
    for (const r of refused) expect([r.status, r.body.error.message]).toEqual([409, MSG.drawHeld]);
    expect([...accepted].sort()).toEqual(held!.entrants);
    const rows = await rowsOf(event.id);
    expect(rows.map((r) => drawEntryId(r.ticket_code)).sort()).toEqual(held!.entrants);
    expect(rows.filter((r) => r.status === 'entered')).toEqual([]);
    const counts = await countsOf(event.id);
    expect(counts).toMatchObject({ registrations_count: held!.winners.length, waitlisted_count: held!.waitlist.length, entered_count: 0 });
    const after = await enter(crowd[0]!, event.id);
    expect([after.status, after.body.error.message]).toEqual([409, MSG.drawHeld]);
  }, 60_000);
});

describe('several processes sweeping at once', () => {
  it('draw each lottery once', async () => {
    const event = await createLottery(3);
    await Promise.all(crowd.slice(0, 8).map((who) => enter(who, event.id)));
    // Three connections, as three processes on PostgreSQL; SQLite has one server process, so its sweeps take turns.
    const handles = [t.database.reopen(), t.database.reopen()];
    const sweepers: DrawContext[] = [t.ctx, ...handles.map((h) => ({ ...t.ctx, db: h.db, handle: h }))];
    const held = t.ctx.handle.dialect === 'postgres'
      ? (await Promise.all(sweepers.map((c) => sweepDraws(c, event.drawTime)))).flat()
      : [...await sweepDraws(sweepers[0]!, event.drawTime), ...await sweepDraws(sweepers[1]!, event.drawTime), ...await sweepDraws(sweepers[2]!, event.drawTime)];
    await Promise.all(handles.map((h) => h.close()));
    expect(held.map((d) => d.eventId)).toEqual([event.id]);
    const draws = await t.ctx.db.selectFrom('draws').select('seed').where('event_id', '=', event.id).execute();
    expect(draws).toEqual([{ seed: held[0]!.seed }]);
    const mails = await t.ctx.db.selectFrom('outbox').select('recipient').where('kind', '=', 'draw-result').where('event_id', '=', event.id).execute();
    expect(mails.map((m) => m.recipient).sort()).toEqual(crowd.slice(0, 8).map((c) => c.student.input.email.toLowerCase()).sort());
    expect(await countsOf(event.id)).toMatchObject({ registrations_count: 3, waitlisted_count: 5, entered_count: 0 });
  }, 60_000);
});
