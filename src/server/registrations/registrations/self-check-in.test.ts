import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { buildEvent, whenFromNow } from '../../../../test/support/factories.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { joinTeam } from '../../../../test/support/teams.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import { DOOR_STEP_MS, doorCode } from '../../events/events/door-code.ts';
import { selfCheckIn } from './self-check-in.ts';

let t: TestApp;
let club: HttpClient;
let clubId: string;

beforeAll(async () => {
  t = await startTestApp();
  club = t.client();
  clubId = (await signUpOrganizer(club, { name: 'Door Club' })).user.id;
});
afterAll(async () => t?.close());

/** An event inside its check-in window (it starts in two hours), self check-in on unless said. */
async function doorEvent(overrides: Record<string, unknown> = {}) {
  const res = await club.post('/api/events', { ...buildEvent(whenFromNow(120)), selfCheckIn: true, ...overrides });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; selfCheckIn: boolean; registrations: number };
}

async function registeredStudent(eventId: string) {
  const client = t.client();
  const signedUp = await signUpStudent(client);
  const reg = await registerAs(client, signedUp, eventId);
  return { client, reg, userId: signedUp.user.id };
}

/** The event's door key, read as the server reads it: to make the codes of other moments. */
async function secretOf(eventId: string): Promise<string> {
  const row = await t.ctx.db.selectFrom('events').select('door_secret').where('id', '=', eventId).executeTakeFirstOrThrow();
  return row.door_secret!;
}

/** The student as the server sees them after sign-in: only their id matters to self check-in. */
const viewerOf = (who: { userId: string }): Viewer => ({ id: who.userId, name: '', email: '', role: 'student', sessionId: '', memberships: [] });

const checkIn = (client: HttpClient, eventId: string, code: unknown) => client.post(`/api/events/${eventId}/self-check-in`, { code });

describe('GET /api/events/:id/door-code', () => {
  it('gives the team the current code, its link and when it ends, never cached', async () => {
    const event = await doorEvent();
    expect(event.selfCheckIn).toBe(true);
    const res = await club.get(`/api/events/${event.id}/door-code`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.code).toMatch(/^[A-Z2-7]{10}$/);
    expect(res.body.url).toBe(`${t.ctx.config.publicUrl}/events/${event.id}/check-in?code=${res.body.code}`);
    const expiresAt = Date.parse(res.body.expiresAt);
    expect(expiresAt % DOOR_STEP_MS).toBe(0);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(DOOR_STEP_MS);
    expect(res.body).toMatchObject({ checkedIn: 0, registrations: 0 });
  });

  it('owner, manager and door staff 200; a student, another club 403; signed out 401; self check-in off 409', async () => {
    const event = await doorEvent();
    const manager = t.client();
    const door = t.client();
    const m = await signUpStudent(manager);
    const d = await signUpStudent(door);
    await joinTeam(t.ctx, club, clubId, manager, m.input.email, 'manager');
    await joinTeam(t.ctx, club, clubId, door, d.input.email, 'door');
    for (const who of [club, manager, door]) expect((await who.get(`/api/events/${event.id}/door-code`)).status).toBe(200);
    const student = t.client();
    await signUpStudent(student);
    const other = t.client();
    await signUpOrganizer(other);
    expect((await student.get(`/api/events/${event.id}/door-code`)).status).toBe(403);
    expect((await other.get(`/api/events/${event.id}/door-code`)).status).toBe(403);
    expect((await t.client().get(`/api/events/${event.id}/door-code`)).status).toBe(401);
    const off = await doorEvent({ selfCheckIn: false });
    const res = await club.get(`/api/events/${off.id}/door-code`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'SELF_CHECK_IN_OFF', message: MSG.selfCheckInOff });
  });

  it('a door key is made when self check-in is turned on and dropped when it is turned off', async () => {
    const event = await doorEvent({ selfCheckIn: false });
    expect(await t.ctx.db.selectFrom('events').select('door_secret').where('id', '=', event.id).executeTakeFirst()).toEqual({ door_secret: null });
    expect((await club.patch(`/api/events/${event.id}`, { selfCheckIn: true })).body.selfCheckIn).toBe(true);
    const first = await secretOf(event.id);
    expect(first).toMatch(/^[\w-]{43}$/);
    // Other edits keep it: the screen at the door goes on working.
    expect((await club.patch(`/api/events/${event.id}`, { description: 'Now with pizza.' })).status).toBe(200);
    expect(await secretOf(event.id)).toBe(first);
    expect((await club.patch(`/api/events/${event.id}`, { selfCheckIn: false })).body.selfCheckIn).toBe(false);
    expect((await club.patch(`/api/events/${event.id}`, { selfCheckIn: true })).status).toBe(200);
    expect(await secretOf(event.id)).not.toBe(first);
  });
});

describe('POST /api/events/:id/self-check-in', () => {
  it('checks the registered student in with the current code; a second time is 409; counts go up', async () => {
    const event = await doorEvent();
    const { client, reg } = await registeredStudent(event.id);
    const { code } = (await club.get(`/api/events/${event.id}/door-code`)).body;
    const res = await checkIn(client, event.id, code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: reg.id, checkedInAt: expect.any(String) });
    const again = await checkIn(client, event.id, code);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'ALREADY_CHECKED_IN', message: MSG.alreadyCheckedIn, fields: { checkedInAt: res.body.checkedInAt } });
    expect((await club.get(`/api/events/${event.id}/door-code`)).body).toMatchObject({ checkedIn: 1, registrations: 1 });
  });

  it('a student the door already checked in gets the same 409 from their phone, saying when', async () => {
    const event = await doorEvent();
    const { client, reg } = await registeredStudent(event.id);
    const atDoor = await club.post(`/api/events/${event.id}/check-in`, { code: reg.ticketCode });
    expect(atDoor.status, atDoor.text).toBe(200);
    const { code } = (await club.get(`/api/events/${event.id}/door-code`)).body;
    const again = await checkIn(client, event.id, code);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'ALREADY_CHECKED_IN', message: MSG.alreadyCheckedIn, fields: { checkedInAt: atDoor.body.checkedInAt } });
    const twiceAtDoor = await club.post(`/api/events/${event.id}/check-in`, { code: reg.ticketCode });
    expect(twiceAtDoor.body.error).toEqual(again.body.error);
  });

  it("accepts the previous step's code, refuses older ones and wrong ones: 400 'This code has expired.'", async () => {
    const event = await doorEvent();
    const secret = await secretOf(event.id);
    // The clock is given, not read: the codes of "now" and "a step ago" never straddle a step's end.
    const step = Math.floor(Date.now() / DOOR_STEP_MS) * DOOR_STEP_MS;
    const shown = doorCode(secret, event.id, new Date(step)).code;
    const older = doorCode(secret, event.id, new Date(step - 2 * DOOR_STEP_MS)).code;
    const a = await registeredStudent(event.id);
    const b = await registeredStudent(event.id);
    const atTheDoor = (who: typeof a, code: string, now: Date) => selfCheckIn(t.ctx, viewerOf(who), event.id, code, now);
    const lastMomentItWorks = new Date(step + 2 * DOOR_STEP_MS - 1);
    for (const bad of [older, 'AAAAAAAAAA', '', doorCode('another key', event.id, new Date(step)).code]) {
      await expect(atTheDoor(a, bad, new Date(step))).rejects.toMatchObject({ status: 400, code: 'CODE_EXPIRED', message: MSG.codeExpired });
    }
    await expect(atTheDoor(a, shown, new Date(step + 2 * DOOR_STEP_MS))).rejects.toMatchObject({ status: 400, code: 'CODE_EXPIRED' });
    await expect(atTheDoor(b, shown, lastMomentItWorks)).resolves.toMatchObject({ id: b.reg.id });
    // Over HTTP the server's own clock decides: a code two steps old is refused.
    const res = await checkIn(a.client, event.id, doorCode(secret, event.id, new Date(Date.now() - 2 * DOOR_STEP_MS)).code);
    expect(res.body.error).toMatchObject({ code: 'CODE_EXPIRED', message: MSG.codeExpired });
  });

  it('without a seat 403: not registered, or waitlisted', async () => {
    const event = await doorEvent({ capacity: 1 });
    await registeredStudent(event.id);
    const waiting = await registeredStudent(event.id);
    expect(waiting.reg.status).toBe('waitlisted');
    const stranger = t.client();
    await signUpStudent(stranger);
    const { code } = (await club.get(`/api/events/${event.id}/door-code`)).body;
    for (const who of [stranger, waiting.client]) {
      const res = await checkIn(who, event.id, code);
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'NOT_REGISTERED', message: MSG.notRegisteredForEvent });
    }
  });

  it('409 when self check-in is off or outside the check-in window; 401 signed out; 403 for a club; 404 unknown event', async () => {
    const off = await doorEvent({ selfCheckIn: false });
    const s = await registeredStudent(off.id);
    expect((await checkIn(s.client, off.id, 'AAAAAAAAAA')).body.error).toMatchObject({ code: 'SELF_CHECK_IN_OFF' });

    const later = await doorEvent(whenFromNow(3 * 24 * 60));
    const early = await registeredStudent(later.id);
    const { code } = (await club.get(`/api/events/${later.id}/door-code`)).body;
    const res = await checkIn(early.client, later.id, code);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CHECK_IN_NOT_OPEN');

    expect((await checkIn(t.client(), later.id, code)).status).toBe(401);
    const club403 = await checkIn(club, later.id, code);
    expect(club403.status).toBe(403);
    expect(club403.body.error.message).toBe(MSG.onlyStudentsSelfCheckIn);
    expect((await checkIn(early.client, 'no-such-event', code)).status).toBe(404);
  });

  it('bad input is 400, never 500: NUL, overlong, not a string, no body', async () => {
    const event = await doorEvent();
    const { client } = await registeredStudent(event.id);
    for (const code of ['\u0000'.repeat(10), 'A'.repeat(65), 'A'.repeat(100_000), 42, null, ['AAAAAAAAAA'], { $gt: '' }]) {
      expect((await checkIn(client, event.id, code)).status, JSON.stringify(code).slice(0, 40)).toBe(400);
    }
    expect((await client.post(`/api/events/${event.id}/self-check-in`, {})).status).toBe(400);
  });
});
