import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { buildEvent, whenFromNow, whenFromNowEndingAt } from '../../../../test/support/factories.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { joinTeam } from '../../../../test/support/teams.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let club: HttpClient;
let clubId: string;

beforeAll(async () => {
  t = await startTestApp();
  club = t.client();
  clubId = (await signUpOrganizer(club, { name: 'Involve Club' })).user.id;
});
afterAll(async () => t?.close());

async function event(overrides: Record<string, unknown> = {}) {
  const res = await club.post('/api/events', { ...buildEvent(whenFromNowEndingAt(120, overrides.endTime)), ...overrides });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; name: string; time: string; endTime: string | null };
}

/** Moves an event to another campus date and time, as if it had been held then (the API refuses past dates). */
async function heldOn(eventId: string, date: string, time: string, endTime: string | null) {
  await t.ctx.db.updateTable('events').set({ date, time, end_time: endTime, starts_at: `${date}T${time}:00.000Z` }).where('id', '=', eventId).execute();
}

async function student() {
  const client = t.client();
  const signedUp = await signUpStudent(client);
  return { client, signedUp, id: signedUp.user.id as string };
}

describe('GET /api/me/involvement', () => {
  it('401 signed out, 403 for a club', async () => {
    expect((await t.client().get('/api/me/involvement')).status).toBe(401);
    const refused = await club.get('/api/me/involvement');
    expect([refused.status, refused.body.error.message]).toEqual([403, MSG.onlyStudentsInvolvement]);
  });

  it('counts the events a student was checked in at, with their hours, by term', async () => {
    const s = await student();
    const checkedIn = await event({ endTime: '20:30' });
    const across = await event({ endTime: '01:00' });
    const noEnd = await event();
    const missed = await event({ endTime: '23:00' });
    for (const e of [checkedIn, across, noEnd, missed]) await registerAs(s.client, s.signedUp, e.id);
    // One through the API as the club at the door, the others as if long ago.
    const reg = (await t.ctx.db.selectFrom('registrations').select('id').where('event_id', '=', checkedIn.id).where('student_id', '=', s.id).executeTakeFirstOrThrow()).id;
    expect((await club.post(`/api/registrations/${reg}/check-in`, {})).status).toBe(200);
    await heldOn(checkedIn.id, '2026-08-10', '18:00', '20:30');
    await heldOn(across.id, '2026-03-05', '22:00', '01:00');
    await heldOn(noEnd.id, '2026-02-01', '10:00', null);
    // Checked in as each began (the test's campus zone is UTC): every hour counts.
    for (const [e, at] of [[checkedIn, '2026-08-10T17:55:00.000Z'], [across, '2026-03-05T22:00:00.000Z'], [noEnd, '2026-02-01T10:00:00.000Z']] as const) {
      await t.ctx.db.updateTable('registrations').set({ checked_in_at: at }).where('student_id', '=', s.id).where('event_id', '=', e.id).execute();
    }

    const res = await s.client.get('/api/me/involvement');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.attended.map((a: { eventId: string }) => a.eventId)).toEqual([checkedIn.id, across.id, noEnd.id]);
    expect(res.body.attended[0]).toMatchObject({ name: checkedIn.name, date: '2026-08-10', time: '18:00', endTime: '20:30', organizer: { id: clubId, name: 'Involve Club' }, hours: 2.5 });
    expect(res.body.attended[1].hours).toBe(3);
    expect(res.body.attended[2].hours).toBeNull();
    expect(res.body.totalHours).toBe(5.5);
    expect(res.body.terms).toEqual([{ term: '2026 Jul–Dec', events: 1, hours: 2.5 }, { term: '2026 Jan–Jun', events: 2, hours: 3 }]);
    expect(res.body.attended.some((a: { eventId: string }) => a.eventId === missed.id)).toBe(false);
  });

  it('counts from the start, or the check-in if later, to the end: early counts all, late what was left, after the end nothing', async () => {
    const checkIns = { early: '2026-05-04T16:00:00.000Z', late: '2026-05-04T19:30:00.000Z', after: '2026-05-04T21:30:00.000Z' };
    const hours: Record<string, number> = {};
    for (const [when, at] of Object.entries(checkIns)) {
      const s = await student();
      const e = await event({ endTime: '21:00' });
      await registerAs(s.client, s.signedUp, e.id);
      await heldOn(e.id, '2026-05-04', '18:00', '21:00');
      await t.ctx.db.updateTable('registrations').set({ checked_in_at: at }).where('student_id', '=', s.id).where('event_id', '=', e.id).execute();
      const res = await s.client.get('/api/me/involvement');
      hours[when] = res.body.attended[0].hours;
      expect(res.body.totalHours).toBe(hours[when]);
    }
    expect(hours).toEqual({ early: 3, late: 1.5, after: 0 });
  });

  it('lists followed clubs, team roles and how much feedback was given', async () => {
    const s = await student();
    const empty = await s.client.get('/api/me/involvement');
    expect(empty.body).toEqual({ attended: [], totalHours: 0, terms: [], clubsFollowed: [], roles: [], feedbackGiven: 0 });
    expect((await s.client.put(`/api/organizers/${clubId}/follow`)).status).toBeLessThan(300);
    await joinTeam(t.ctx, club, clubId, s.client, s.signedUp.input.email, 'manager');
    const e = await event();
    await t.ctx.db.insertInto('feedback').values({ id: `fb_${s.id}`, event_id: e.id, student_id: s.id, rating: 5, comments: 'Great', created_at: new Date().toISOString() }).execute();
    const res = await s.client.get('/api/me/involvement');
    expect(res.body.clubsFollowed).toEqual([{ id: clubId, name: 'Involve Club' }]);
    expect(res.body.roles).toEqual([{ organizerId: clubId, name: 'Involve Club', role: 'manager' }]);
    expect(res.body.feedbackGiven).toBe(1);
  });
});

describe('event end time', () => {
  it('is kept on create and edit, cleared with null', async () => {
    const e = await event({ endTime: '23:15' });
    expect(e.endTime).toBe('23:15');
    const edited = await club.patch(`/api/events/${e.id}`, { endTime: '01:30' });
    expect(edited.status, edited.text).toBe(200);
    expect((await club.get(`/api/events/${e.id}`)).body.endTime).toBe('01:30');
    await club.patch(`/api/events/${e.id}`, { endTime: null });
    expect((await club.get(`/api/events/${e.id}`)).body.endTime).toBeNull();
    expect((await event()).endTime).toBeNull();
  });

  it('400s a bad end time, never 500', async () => {
    const e = await event({ time: '18:00' });
    for (const endTime of ['25:00', '7pm', '18:00\u0000', 12, { h: 1 }, '18:000']) {
      const res = await club.post('/api/events', { ...buildEvent(whenFromNow(120)), endTime });
      expect(res.status, `${JSON.stringify(endTime)}: ${res.text}`).toBe(400);
      expect((await club.patch(`/api/events/${e.id}`, { endTime })).status).toBe(400);
    }
    const start = whenFromNow(120);
    const same = await club.post('/api/events', { ...buildEvent(start), endTime: start.time });
    expect([same.status, same.body.error.message]).toEqual([400, MSG.endTimeSameAsStart]);
    const sameEdit = await club.patch(`/api/events/${e.id}`, { endTime: '18:00' });
    expect([sameEdit.status, sameEdit.body.error.message]).toEqual([400, MSG.endTimeSameAsStart]);
  });
});
