import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { MAX_RECORD_LINKS } from '../../../domain/shared-record.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let club: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  club = t.client();
  await signUpOrganizer(club);
});
afterAll(async () => t?.close());

async function student() {
  const client = t.client();
  const signedUp = await signUpStudent(client);
  return { client, signedUp, id: signedUp.user.id };
}
const eventsOnly = { include: { events: true } };
const countLinks = async (studentId: string) =>
  Number((await t.ctx.db.selectFrom('involvement_links').select((eb) => eb.fn.countAll<number | string>().as('n')).where('student_id', '=', studentId).executeTakeFirstOrThrow()).n);

describe('shared involvement links', () => {
  it('401 signed out and 403 for a club on every student call', async () => {
    const anonymous = t.client();
    const calls = [
      (c: HttpClient) => c.post('/api/me/involvement/links', eventsOnly),
      (c: HttpClient) => c.get('/api/me/involvement/links'),
      (c: HttpClient) => c.delete('/api/me/involvement/links/abc'),
      (c: HttpClient) => c.get('/api/me/involvement.pdf'),
    ];
    for (const call of calls) {
      expect((await call(anonymous)).status).toBe(401);
      const refused = await call(club);
      expect([refused.status, refused.body.error.message]).toEqual([403, MSG.onlyStudentsInvolvement]);
    }
  });

  it('400s a choice of nothing or of the wrong kind with the catalogue message, and stores nothing', async () => {
    const s = await student();
    const bodies: unknown[] = [{ include: {} }, { include: { events: false, hours: false } }, { include: 'events' }, { include: ['events'] }, { include: { events: 'yes' } }, { include: { events: 1 } }, { include: null }];
    for (const body of bodies) {
      const res = await s.client.post('/api/me/involvement/links', body);
      expect([res.status, res.body.error?.message], JSON.stringify(body)).toEqual([400, MSG.chooseRecordParts]);
    }
    const nul = await s.client.request('POST', '/api/me/involvement/links', '{"include":{"events\\u0000":true}}', { 'content-type': 'application/json' });
    expect(nul.status).toBe(400);
    expect(await countLinks(s.id)).toBe(0);
  });

  it('shares every part when the request does not say which: no body, an empty body, a body without include', async () => {
    const s = await student();
    const every = ['events', 'hours', 'clubs', 'roles', 'feedback'];
    const requests = [
      () => s.client.post('/api/me/involvement/links'),
      () => s.client.request('POST', '/api/me/involvement/links', '', { 'content-type': 'application/json' }),
      () => s.client.post('/api/me/involvement/links', {}),
      () => s.client.post('/api/me/involvement/links', { note: 'for my application' }),
    ];
    for (const send of requests) {
      const created = await send();
      expect([created.status, created.body.include], created.text).toEqual([201, every]);
    }
    expect(await countLinks(s.id)).toBe(requests.length);
  });

  it('201 with the URL once; the list shows what each link includes, never its URL', async () => {
    const s = await student();
    const created = await s.client.post('/api/me/involvement/links', { include: { events: true, feedback: true, clubs: false } });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ include: ['events', 'feedback'] });
    expect(created.body.url).toMatch(new RegExp(`^${t.ctx.config.publicUrl}/records/[A-Za-z0-9_-]{43}$`));
    const token = created.body.url.split('/').pop();
    const stored = await t.ctx.db.selectFrom('involvement_links').selectAll().where('id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const list = await s.client.get('/api/me/involvement/links');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body).toEqual({ links: [{ id: created.body.id, include: ['events', 'feedback'], createdAt: created.body.createdAt }] });
    expect((await (await student()).client.get('/api/me/involvement/links')).body).toEqual({ links: [] });
  });

  it("withdraws the student's own link (204); another student's, an unknown or a withdrawn one is 404", async () => {
    const owner = await student();
    const other = await student();
    const { id, url } = (await owner.client.post('/api/me/involvement/links', eventsOnly)).body;
    const path = new URL(url).pathname;
    const notTheirs = await other.client.delete(`/api/me/involvement/links/${id}`);
    expect([notTheirs.status, notTheirs.body.error.message]).toEqual([404, MSG.recordLinkNotFound]);
    expect((await t.client().get(path)).status).toBe(200);
    expect((await owner.client.delete('/api/me/involvement/links/unknown-id')).status).toBe(404);
    expect((await owner.client.delete(`/api/me/involvement/links/${'x'.repeat(400)}`)).status).toBe(404);
    expect((await owner.client.delete(`/api/me/involvement/links/${id}`)).status).toBe(204);
    expect((await owner.client.delete(`/api/me/involvement/links/${id}`)).status).toBe(404);
    const gone = await t.client().get(path);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toContain('text/html');
    expect(gone.text).toContain(MSG.recordLinkWithdrawn);
    expect((await owner.client.get('/api/me/involvement/links')).body.links).toEqual([]);
  });

  it(`409s a link beyond ${MAX_RECORD_LINKS} open ones; withdrawing one makes room`, async () => {
    const s = await student();
    const ids: string[] = [];
    for (let i = 0; i < MAX_RECORD_LINKS; i++) ids.push((await s.client.post('/api/me/involvement/links', eventsOnly)).body.id);
    const refused = await s.client.post('/api/me/involvement/links', eventsOnly);
    expect([refused.status, refused.body.error.message]).toEqual([409, MSG.tooManyRecordLinks]);
    expect(await countLinks(s.id)).toBe(MAX_RECORD_LINKS);
    expect((await s.client.delete(`/api/me/involvement/links/${ids[0]}`)).status).toBe(204);
    expect((await s.client.post('/api/me/involvement/links', eventsOnly)).status).toBe(201);
  });

  it('sends the record as an A4 PDF download with the student’s name', async () => {
    const s = await student();
    const res = await fetch(new URL('/api/me/involvement.pdf', t.baseUrl), { headers: { cookie: s.client.cookieHeader } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="quad-involvement-record.pdf"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document's title (its Info dictionary is never compressed) names the student; A4 is 595.28 × 841.89 points.
    const text = pdf.toString('latin1');
    expect(text).toContain(`(Involvement record: ${s.signedUp.input.name})`);
    expect(text).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});
