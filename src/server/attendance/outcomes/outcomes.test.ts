import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { buildEvent, whenFromNow } from '../../../../test/support/factories.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let admin: HttpClient;
let club: HttpClient;
let student: HttpClient;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: 'office@outcomes.test' });
  admin = t.client();
  const { user } = await signUpStudent(admin, { email: 'office@outcomes.test' });
  await markEmailVerified(t.ctx, user.id);
  club = t.client();
  await signUpOrganizer(club, { name: 'Outcome Club' });
  student = t.client();
  await signUpStudent(student);
});
afterAll(async () => t?.close());

async function outcome(name: string, description = '') {
  const res = await admin.post('/api/admin/outcomes', { name, description });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; name: string; description: string };
}

describe('learning outcomes', () => {
  it('an administrator adds, renames and removes one; anyone lists them by name', async () => {
    const lead = await outcome('Leadership', 'Leads a group to a goal');
    expect(lead).toEqual({ id: expect.any(String), name: 'Leadership', description: 'Leads a group to a goal' });
    const team = await outcome('  Civic engagement  ');
    expect(team.name).toBe('Civic engagement');
    const listed = await t.client().get('/api/outcomes');
    expect(listed.status).toBe(200);
    expect(listed.body.outcomes.map((o: { name: string }) => o.name)).toEqual(['Civic engagement', 'Leadership']);

    const renamed = await admin.patch(`/api/admin/outcomes/${team.id}`, { name: 'Teamwork' });
    expect([renamed.status, renamed.body]).toEqual([200, { id: team.id, name: 'Teamwork', description: '' }]);
    const described = await admin.patch(`/api/admin/outcomes/${team.id}`, { description: 'Works with others' });
    expect(described.body).toEqual({ id: team.id, name: 'Teamwork', description: 'Works with others' });

    expect((await admin.delete(`/api/admin/outcomes/${team.id}`)).status).toBe(204);
    expect((await t.client().get('/api/outcomes')).body.outcomes).toEqual([lead]);
    const again = await admin.delete(`/api/admin/outcomes/${team.id}`);
    expect([again.status, again.body.error.message]).toEqual([404, MSG.outcomeNotFound]);
    const missing = await admin.patch('/api/admin/outcomes/nope', { name: 'X' });
    expect([missing.status, missing.body.error.message]).toEqual([404, MSG.outcomeNotFound]);
  });

  it('401 signed out, 403 for anyone but an administrator, whatever the body', async () => {
    for (const [method, path] of [['post', '/api/admin/outcomes'], ['patch', '/api/admin/outcomes/x'], ['delete', '/api/admin/outcomes/x']] as const) {
      const out = await t.client()[method](path, { name: 'Blocked' });
      expect([out.status, out.body.error.message], `${method} ${path}`).toEqual([401, MSG.loginFirst]);
      for (const client of [club, student]) {
        for (const body of [{ name: 'Blocked' }, {}] as Record<string, string>[]) {
          const res = await client[method](path, body);
          expect([res.status, res.body.error.message], `${method} ${path}`).toEqual([403, MSG.adminsOnlyOutcomes]);
        }
      }
    }
  });

  it('400s a bad body with the catalogue message, 409s a name taken in any case', async () => {
    await outcome('Communication');
    for (const [body, field, message] of [
      [{}, 'name', MSG.outcomeNameRequired],
      [{ name: '   ' }, 'name', MSG.outcomeNameRequired],
      [{ name: 12 }, 'name', MSG.outcomeNameRequired],
      [{ name: 'x'.repeat(81) }, 'name', MSG.outcomeNameTooLong],
      [{ name: 'Fine', description: 'x'.repeat(501) }, 'description', MSG.outcomeDescriptionTooLong],
      [{ name: 'Fine', description: ['x'] }, 'description', MSG.outcomeDescriptionTooLong],
    ] as const) {
      const res = await admin.post('/api/admin/outcomes', body);
      expect([res.status, res.body.error.fields?.[field]], JSON.stringify(body)).toEqual([400, message]);
    }
    const dup = await admin.post('/api/admin/outcomes', { name: 'COMMUNICATION' });
    expect([dup.status, dup.body.error.message]).toEqual([409, MSG.outcomeNameTaken]);
    const other = await outcome('Other');
    const dupEdit = await admin.patch(`/api/admin/outcomes/${other.id}`, { name: 'communication' });
    expect([dupEdit.status, dupEdit.body.error.message]).toEqual([409, MSG.outcomeNameTaken]);
    const badEdit = await admin.patch(`/api/admin/outcomes/${other.id}`, { name: '' });
    expect(badEdit.status).toBe(400);
  });
});

describe('event outcomes', () => {
  it('an event names up to three outcomes, shown on it; unknown ids or four are 400; a removed outcome leaves its events', async () => {
    const [a, b, c, d] = [await outcome('Ethics'), await outcome('Creativity'), await outcome('Resilience'), await outcome('Curiosity')];
    const created = await club.post('/api/events', { ...buildEvent(whenFromNow(48)), outcomes: [a.id, b.id] });
    expect(created.status, created.text).toBe(201);
    expect(created.body.outcomes).toEqual([a.id, b.id]);
    expect((await t.client().get(`/api/events/${created.body.id}`)).body.outcomes).toEqual([a.id, b.id]);
    expect((await club.post('/api/events', buildEvent(whenFromNow(48)))).body.outcomes).toEqual([]);

    for (const outcomes of [[a.id, b.id, c.id, d.id], ['nope'], 'x', [12], [a.id, '']]) {
      const res = await club.post('/api/events', { ...buildEvent(whenFromNow(48)), outcomes });
      expect([res.status, Object.values(res.body.error?.fields ?? {})], JSON.stringify(outcomes)).toEqual([400, [MSG.eventOutcomesInvalid]]);
      const edit = await club.patch(`/api/events/${created.body.id}`, { outcomes });
      expect(edit.status).toBe(400);
    }
    const edited = await club.patch(`/api/events/${created.body.id}`, { outcomes: [c.id] });
    expect(edited.status, edited.text).toBe(200);
    expect((await t.client().get(`/api/events/${created.body.id}`)).body.outcomes).toEqual([c.id]);
    expect((await admin.delete(`/api/admin/outcomes/${c.id}`)).status).toBe(204);
    expect((await t.client().get(`/api/events/${created.body.id}`)).body.outcomes).toEqual([]);
  });
});
