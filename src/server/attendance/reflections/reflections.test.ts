import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { attendingStudent, soonEvent } from '../../../../test/support/attendance.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { joinTeam } from '../../../../test/support/teams.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let club: HttpClient;
let clubId: string;
let otherClub: HttpClient;
let admin: HttpClient;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: 'office@reflect.test' });
  club = t.client();
  clubId = (await signUpOrganizer(club, { name: 'Reflect Club' })).user.id;
  otherClub = t.client();
  await signUpOrganizer(otherClub, { name: 'Other Club' });
  admin = t.client();
  await markEmailVerified(t.ctx, (await signUpStudent(admin, { email: 'office@reflect.test' })).user.id);
});
afterAll(async () => t?.close());

describe('PUT /api/events/:id/reflection', () => {
  it('a checked-in student writes one; it waits for the club; rewriting sends it back to waiting', async () => {
    const e = await soonEvent(club);
    const s = await attendingStudent(t.ctx, club, t.client(), e.id);
    const res = await s.client.put(`/api/events/${e.id}/reflection`, { text: '  I learnt to chair a meeting.  ' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ id: expect.any(String), eventId: e.id, text: 'I learnt to chair a meeting.', status: 'pending', returnReason: null, updatedAt: expect.any(String) });
    expect((await club.post(`/api/reflections/${res.body.id}/approve`)).body.status).toBe('approved');
    const same = await s.client.put(`/api/events/${e.id}/reflection`, { text: 'I learnt to chair a meeting.' });
    expect(same.body.status).toBe('approved');
    const rewritten = await s.client.put(`/api/events/${e.id}/reflection`, { text: 'Better words.' });
    expect([rewritten.body.id, rewritten.body.status, rewritten.body.text]).toEqual([res.body.id, 'pending', 'Better words.']);
    expect((await s.client.get('/api/me/reflections')).body.reflections).toEqual([rewritten.body]);
  });

  it('401 signed out, 403 for a club or a student not checked in, 404 for no such event', async () => {
    const e = await soonEvent(club);
    expect((await t.client().put(`/api/events/${e.id}/reflection`, { text: 'x' })).status).toBe(401);
    const byClub = await club.put(`/api/events/${e.id}/reflection`, { text: 'x' });
    expect([byClub.status, byClub.body.error.message]).toEqual([403, MSG.onlyStudentsReflect]);
    const registered = t.client();
    const signedUp = await signUpStudent(registered);
    await registerAs(registered, signedUp, e.id);
    const notIn = await registered.put(`/api/events/${e.id}/reflection`, { text: 'x' });
    expect([notIn.status, notIn.body.error.message]).toEqual([403, MSG.reflectionNotCheckedIn]);
    const missing = await registered.put('/api/events/nope/reflection', { text: 'x' });
    expect([missing.status, missing.body.error.message]).toEqual([404, MSG.eventNotFound]);
  });

  it('400s an empty or too long text, counted as a reader counts characters', async () => {
    const e = await soonEvent(club);
    const s = await attendingStudent(t.ctx, club, t.client(), e.id);
    for (const [body, message] of [[{}, MSG.reflectionTextRequired], [{ text: '   ' }, MSG.reflectionTextRequired], [{ text: 5 }, MSG.reflectionTextRequired], [{ text: 'x'.repeat(2001) }, MSG.reflectionTooLong], [{ text: '👍🏽'.repeat(2001) }, MSG.reflectionTooLong]] as const) {
      const res = await s.client.put(`/api/events/${e.id}/reflection`, body);
      expect([res.status, res.body.error?.fields?.text], JSON.stringify(body).slice(0, 40)).toEqual([400, message]);
    }
    // 2,000 emoji with skin tones are 2,000 characters (8,000 UTF-16 units).
    expect((await s.client.put(`/api/events/${e.id}/reflection`, { text: '👍🏽'.repeat(2000) })).status).toBe(200);
    expect((await s.client.put(`/api/events/${e.id}/reflection`, { text: 'é'.repeat(2000) })).status).toBe(200);
  });

  it('a student withdraws it: 204, then 404', async () => {
    const e = await soonEvent(club);
    const s = await attendingStudent(t.ctx, club, t.client(), e.id);
    await s.client.put(`/api/events/${e.id}/reflection`, { text: 'Withdrawn later.' });
    expect((await s.client.delete(`/api/events/${e.id}/reflection`)).status).toBe(204);
    const again = await s.client.delete(`/api/events/${e.id}/reflection`);
    expect([again.status, again.body.error.message]).toEqual([404, MSG.reflectionNotFound]);
    expect((await s.client.get('/api/me/reflections')).body.reflections).toEqual([]);
  });
});

describe('reviewing reflections', () => {
  it("the club's owner and managers list, approve and return them; others get 403", async () => {
    const e = await soonEvent(club);
    const s = await attendingStudent(t.ctx, club, t.client(), e.id);
    const written = (await s.client.put(`/api/events/${e.id}/reflection`, { text: 'Waiting here.' })).body;
    const waiting = await club.get(`/api/organizers/${clubId}/reflections`);
    expect(waiting.status).toBe(200);
    expect(waiting.body.reflections).toContainEqual({ ...written, eventName: e.name, eventDate: expect.any(String), studentName: s.signedUp.input.name });

    const manager = t.client();
    const m = await signUpStudent(manager);
    await joinTeam(t.ctx, club, clubId, manager, m.input.email, 'manager');
    const door = t.client();
    const d = await signUpStudent(door);
    await joinTeam(t.ctx, club, clubId, door, d.input.email, 'door');

    expect((await t.client().post(`/api/reflections/${written.id}/approve`)).status).toBe(401);
    for (const client of [otherClub, door, s.client, admin]) {
      const res = await client.post(`/api/reflections/${written.id}/approve`);
      expect([res.status, res.body.error.message]).toEqual([403, MSG.reflectionReviewForbidden]);
      const ret = await client.post(`/api/reflections/${written.id}/return`, { reason: 'No' });
      expect([ret.status, ret.body.error.message]).toEqual([403, MSG.reflectionReviewForbidden]);
      expect((await client.get(`/api/organizers/${clubId}/reflections`)).status).toBe(403);
    }
    expect((await t.client().get(`/api/organizers/${clubId}/reflections`)).status).toBe(401);
    const missing = await club.post('/api/reflections/nope/approve');
    expect([missing.status, missing.body.error.message]).toEqual([404, MSG.reflectionNotFound]);

    for (const [body, message] of [[{}, MSG.returnReasonRequired], [{ reason: ' ' }, MSG.returnReasonRequired], [{ reason: 'x'.repeat(501) }, MSG.returnReasonTooLong]] as const) {
      const res = await manager.post(`/api/reflections/${written.id}/return`, body);
      expect([res.status, res.body.error.fields?.reason]).toEqual([400, message]);
    }
    const returned = await manager.post(`/api/reflections/${written.id}/return`, { reason: 'Say what you did.' });
    expect([returned.status, returned.body.status, returned.body.returnReason]).toEqual([200, 'returned', 'Say what you did.']);
    expect((await club.get(`/api/organizers/${clubId}/reflections`)).body.reflections.some((r: { id: string }) => r.id === written.id)).toBe(false);
    const late = await manager.post(`/api/reflections/${written.id}/approve`);
    expect([late.status, late.body.error.message]).toEqual([409, MSG.reflectionNotPending]);

    const rewritten = await s.client.put(`/api/events/${e.id}/reflection`, { text: 'I ran the registration desk.' });
    expect([rewritten.body.status, rewritten.body.returnReason]).toEqual(['pending', null]);
    const approved = await manager.post(`/api/reflections/${written.id}/approve`);
    expect([approved.status, approved.body.status]).toEqual([200, 'approved']);
    expect((await manager.post(`/api/reflections/${written.id}/approve`)).status).toBe(200);
  });
});

describe('GET /api/me/involvement/outcomes', () => {
  it('shows per outcome the events attended, their hours and only approved reflections', async () => {
    const lead = (await admin.post('/api/admin/outcomes', { name: 'Leadership' })).body;
    const team = (await admin.post('/api/admin/outcomes', { name: 'Teamwork' })).body;
    await admin.post('/api/admin/outcomes', { name: 'Unused' });
    const a = await soonEvent(club, { outcomes: [lead.id, team.id] });
    const s = await attendingStudent(t.ctx, club, t.client(), a.id);
    await t.ctx.db.updateTable('events').set({ date: '2026-03-01', time: '10:00', end_time: '12:00', starts_at: '2026-03-01T10:00:00.000Z' }).where('id', '=', a.id).execute();
    await t.ctx.db.updateTable('registrations').set({ checked_in_at: '2026-03-01T09:50:00.000Z' }).where('id', '=', s.registrationId).execute();
    const r = (await s.client.put(`/api/events/${a.id}/reflection`, { text: 'Led the team.' })).body;

    const before = await s.client.get('/api/me/involvement/outcomes');
    expect(before.status).toBe(200);
    expect(before.body.outcomes.map((o: { name: string }) => o.name)).toEqual(['Leadership', 'Teamwork']);
    expect(before.body.outcomes[0]).toEqual({ id: lead.id, name: 'Leadership', description: '', hours: 2, events: [{ eventId: a.id, name: a.name, date: '2026-03-01', hours: 2, reflection: null }] });
    await club.post(`/api/reflections/${r.id}/approve`);
    expect((await s.client.get('/api/me/involvement/outcomes')).body.outcomes[1].events[0].reflection).toBe('Led the team.');

    expect((await t.client().get('/api/me/involvement/outcomes')).status).toBe(401);
    expect((await club.get('/api/me/involvement/outcomes')).status).toBe(403);
  });
});
