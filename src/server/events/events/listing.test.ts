import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateFromToday } from '../../../../test/support/factories.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let robotics: HttpClient;
let music: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  robotics = t.client();
  await signUpOrganizer(robotics, { name: 'Robotics Club' });
  music = t.client();
  await signUpOrganizer(music, { name: 'Music Collective' });
});
afterAll(async () => t?.close());

const ids = (res: { body: { events: { id: string }[] } }) => res.body.events.map((e) => e.id);

describe('GET /api/events', () => {
  it('lists only upcoming events, soonest first', async () => {
    const later = await createEventAs(robotics, { name: 'Order later', date: dateFromToday(6), time: '10:00' });
    const sooner = await createEventAs(music, { name: 'Order sooner', date: dateFromToday(6), time: '09:00' });
    const past = await createEventAs(robotics, { name: 'Order past', date: dateFromToday(-1) });
    const res = await t.client().get('/api/events?name=Order');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([sooner.id, later.id]);
    expect(ids(res)).not.toContain(past.id);
    expect(res.body.nextCursor).toBeNull();
  });

  it('filters by event name and organizer, case-insensitive substrings', async () => {
    const a = await createEventAs(robotics, { name: 'Zeta Drone Race' });
    const b = await createEventAs(music, { name: 'Zeta Jazz Night' });
    expect(ids(await t.client().get('/api/events?name=zeta%20DRONE'))).toEqual([a.id]);
    expect(ids(await t.client().get('/api/events?name=zeta&organizer=MUSIC%20coll'))).toEqual([b.id]);
    expect(ids(await t.client().get('/api/events?name=zeta&organizer=nobody'))).toEqual([]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const pct = await createEventAs(robotics, { name: 'Discount 50% Fair' });
    await createEventAs(robotics, { name: 'Discount 500 Fair' });
    expect(ids(await t.client().get(`/api/events?name=${encodeURIComponent('50%')}`))).toEqual([pct.id]);
    expect(ids(await t.client().get(`/api/events?name=${encodeURIComponent('_')}`))).toEqual([]);
  });

  it('filters by calendar day', async () => {
    const day = dateFromToday(17);
    const onDay = await createEventAs(robotics, { name: 'Day filter A', date: day, time: '23:30' });
    await createEventAs(robotics, { name: 'Day filter B', date: dateFromToday(18), time: '00:15' });
    expect(ids(await t.client().get(`/api/events?name=Day%20filter&date=${day}`))).toEqual([onDay.id]);
  });

  it('filters by a range of days (date to until, both included), as "This week" asks', async () => {
    const inside = await createEventAs(robotics, { name: 'Week filter A', date: dateFromToday(20), time: '09:00' });
    const last = await createEventAs(robotics, { name: 'Week filter B', date: dateFromToday(26), time: '23:00' });
    await createEventAs(robotics, { name: 'Week filter C', date: dateFromToday(27), time: '08:00' });
    expect(ids(await t.client().get(`/api/events?name=Week%20filter&date=${dateFromToday(20)}&until=${dateFromToday(26)}`))).toEqual([inside.id, last.id]);
    expect((await t.client().get('/api/events?date=2030-01-01&until=soon')).status).toBe(400);
  });

  it('filters by type, any case; General is every event of no listed type', async () => {
    const workshop = await createEventAs(robotics, { name: 'Type filter A', type: 'Workshop' });
    const fest = await createEventAs(music, { name: 'Type filter B', type: 'Fest' });
    const other = await createEventAs(music, { name: 'Type filter C', type: 'Picnic' });
    expect(ids(await t.client().get('/api/events?name=Type%20filter&type=workshop'))).toEqual([workshop.id]);
    expect(ids(await t.client().get('/api/events?name=Type%20filter&type=Fest'))).toEqual([fest.id]);
    expect(ids(await t.client().get('/api/events?name=Type%20filter&type=General'))).toEqual([other.id]);
  });

  it('pages with limit and an opaque cursor, without gaps or repeats', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createEventAs(robotics, { name: `Paging ${i}`, date: dateFromToday(30), time: '12:00' }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: { events: { id: string }[]; nextCursor: string | null } } = await t.client().get(
        `/api/events?name=Paging&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.body.events.length).toBeLessThanOrEqual(2);
      seen.push(...ids(res));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual(made.map((e) => e.id).sort());
  });

  it('answers 400 for a bad cursor, date or limit, and caps the limit at 100', async () => {
    expect((await t.client().get('/api/events?cursor=garbage')).status).toBe(400);
    // Forged cursors: dates no database stores, a NUL hidden in the base64, an id Quad never makes.
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const forged of [
      ['0000-01-01T00:00:00.000Z', 'x'], ['+275760-09-13T00:00:00.000Z', 'x'], ['-000001-01-01T00:00:00.000Z', 'x'],
      ['2024-01-01T00:00:00.000Z', 'a\u0000'], ['2024-01-01T00:00:00.000Z', '\ud800'], ['2024-01-01T00:00:00.000Z', 'x'.repeat(5000)],
    ]) {
      const res = await t.client().get(`/api/events?cursor=${forge(forged)}`);
      expect(res.status, JSON.stringify(forged)).toBe(400);
      expect(res.body.error.fields).toHaveProperty('cursor');
    }
    expect((await t.client().get('/api/events?date=2026-13-40')).status).toBe(400);
    expect((await t.client().get('/api/events?limit=abc')).status).toBe(400);
    expect((await t.client().get('/api/events?limit=0')).status).toBe(400);
    expect((await t.client().get('/api/events?limit=1000')).status).toBe(200);
  });

  it("carries the signed-in student's state; nobody else's", async () => {
    const event = await createEventAs(robotics, { name: 'Viewer state' });
    const student = t.client();
    await signUpStudent(student);
    const res = await student.get('/api/events?name=Viewer%20state');
    expect(res.body.events[0]).toMatchObject({ id: event.id, viewer: { registrationId: null, waitlisted: false, feedbackGiven: false } });
    expect((await t.client().get('/api/events?name=Viewer%20state')).body.events[0]).not.toHaveProperty('viewer');
  });

  it("follows the student's own registering and cancelling at once, and never shows it to another student", async () => {
    const event = await createEventAs(robotics, { name: 'Viewer follows', capacity: 1 });
    const first = t.client();
    const firstStudent = await signUpStudent(first);
    const second = t.client();
    const secondStudent = await signUpStudent(second);
    const state = async (client: HttpClient) => (await client.get('/api/events?name=Viewer%20follows')).body.events[0].viewer;
    expect(await state(first)).toMatchObject({ registrationId: null, waitlisted: false, feedbackGiven: false });
    expect(await state(second)).toMatchObject({ registrationId: null, waitlisted: false, feedbackGiven: false });

    const mine = await registerAs(first, firstStudent, event.id);
    expect(await state(first)).toMatchObject({ registrationId: mine.id, waitlisted: false, feedbackGiven: false });
    expect((await state(second)).registrationId).toBeNull();
    const waiting = await registerAs(second, secondStudent, event.id);
    expect(await state(second)).toMatchObject({ registrationId: waiting.id, waitlisted: true, feedbackGiven: false });

    // The first cancels: the second moves up, and both listings say so on the next read.
    expect((await first.delete(`/api/registrations/${mine.id}`)).status).toBe(204);
    expect(await state(first)).toMatchObject({ registrationId: null, waitlisted: false, feedbackGiven: false });
    expect(await state(second)).toMatchObject({ registrationId: waiting.id, waitlisted: false, feedbackGiven: false });
  });

  it('a signed-out cookie is refused by the very next listing, though the session was just used', async () => {
    const student = t.client();
    await signUpStudent(student);
    const stolen = student.clone();
    expect((await stolen.get('/api/events?limit=1')).body.events[0]).toHaveProperty('viewer');
    expect((await student.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await stolen.get('/api/events?limit=1')).body.events[0]).not.toHaveProperty('viewer');
    expect((await stolen.get('/api/me')).status).toBe(401);
  });
});
