import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { buildEvent } from '../../../../test/support/factories.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenFor(client: HttpClient, scopes: string[], extra: Record<string, unknown> = {}, path = '/api/me/tokens') {
  const res = await client.post(path, { name: 'Sync script', scopes, ...extra });
  expect(res.status).toBe(201);
  return res.body as { id: string; token: string };
}

describe('POST /api/me/tokens', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.client().post('/api/me/tokens', { name: 'x', scopes: ['events:read'] });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(MSG.loginFirst);
  });

  it.each([
    [{ scopes: ['events:read'] }, MSG.tokenNameRequired],
    [{ name: '   ', scopes: ['events:read'] }, MSG.tokenNameRequired],
    [{ name: 'x'.repeat(81), scopes: ['events:read'] }, MSG.tokenNameTooLong],
    [{ name: 'x', scopes: [] }, MSG.tokenScopesInvalid],
    [{ name: 'x', scopes: ['admin'] }, MSG.tokenScopesInvalid],
    [{ name: 'x' }, MSG.tokenScopesInvalid],
    [{ name: 'x', scopes: ['events:read'], expiresInDays: 0 }, MSG.tokenExpiryInvalid],
    [{ name: 'x', scopes: ['events:read'], expiresInDays: 366 }, MSG.tokenExpiryInvalid],
    [{ name: 'x', scopes: ['events:read'], expiresInDays: 1.5 }, MSG.tokenExpiryInvalid],
  ])('refuses %j with 400', async (body, message) => {
    const client = t.client();
    await signUpStudent(client);
    const res = await client.post('/api/me/tokens', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await client.get('/api/me/tokens')).body.tokens).toEqual([]);
  });

  it('answers 201 with the token once and keeps only its hash', async () => {
    const client = t.client();
    await signUpStudent(client);
    const res = await client.post('/api/me/tokens', { name: 'Calendar sync', scopes: ['registrations:read', 'events:read'], expiresInDays: 30 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Calendar sync', scopes: ['events:read', 'registrations:read'], lastUsedAt: null });
    expect(res.body.token).toMatch(/^quad_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)).toBe(30 * 86_400_000);
    const row = await t.ctx.db.selectFrom('api_tokens').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(res.body.token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const list = await client.get('/api/me/tokens');
    expect(list.text).not.toContain(res.body.token);
    expect(list.text).not.toContain(row.token_hash);
  });
});

describe('GET /api/me/tokens', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.client().get('/api/me/tokens')).status).toBe(401);
  });

  it("lists one's own tokens, newest first, with their last use, and nobody else's", async () => {
    const client = t.client();
    await signUpStudent(client);
    const first = await tokenFor(client, ['events:read']);
    const second = await tokenFor(client, ['registrations:read']);
    const other = t.client();
    await signUpStudent(other);
    await tokenFor(other, ['events:read']);

    let list = await client.get('/api/me/tokens');
    expect(list.body.tokens.map((x: { id: string }) => x.id)).toEqual([second.id, first.id]);
    expect(list.body.tokens[1].lastUsedAt).toBeNull();
    expect(Object.keys(list.body.tokens[0]).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'scopes']);

    expect((await t.client().get('/api/events', bearer(first.token))).status).toBe(200);
    list = await client.get('/api/me/tokens');
    const used = list.body.tokens.find((x: { id: string }) => x.id === first.id);
    expect(Date.now() - Date.parse(used.lastUsedAt)).toBeLessThan(60_000);
  });
});

describe('DELETE /api/me/tokens/:id', () => {
  it('answers 401 when signed out', async () => {
    expect((await t.client().delete('/api/me/tokens/abc')).status).toBe(401);
  });

  it('deletes the token (204): it stops working at once; another person\'s is 404', async () => {
    const client = t.client();
    await signUpStudent(client);
    const { id, token } = await tokenFor(client, ['events:read']);
    const other = t.client();
    await signUpStudent(other);
    const res404 = await other.delete(`/api/me/tokens/${id}`);
    expect(res404.status).toBe(404);
    expect(res404.body.error.message).toBe(MSG.tokenNotFound);
    expect((await t.client().get('/api/events', bearer(token))).status).toBe(200);

    expect((await client.delete(`/api/me/tokens/${id}`)).status).toBe(204);
    const after = await t.client().get('/api/events', bearer(token));
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe(MSG.tokenInvalid);
    expect((await client.delete(`/api/me/tokens/${id}`)).status).toBe(404);
  });
});

describe('Authorization: Bearer', () => {
  it('acts as the owner, limited to the scopes', async () => {
    const client = t.client();
    const { user } = await signUpOrganizer(client);
    const { token } = await tokenFor(client, ['events:read']);
    const api = t.client({ origin: null });
    const me = await api.get('/api/me', bearer(token));
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(user.id);

    const refused = await api.post('/api/events', buildEvent(), bearer(token));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MSG.tokenScope);
    // Token and account management are closed to every token.
    for (const [method, path] of [['GET', '/api/me/tokens'], ['POST', '/api/me/tokens'], ['GET', '/api/me/sessions'], ['DELETE', '/api/me']]) {
      const res = await api.request(method!, path!, method === 'POST' ? { name: 'x', scopes: ['events:write'] } : undefined, bearer(token));
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.message).toBe(MSG.tokenScope);
    }
  });

  it('answers 401 for an unknown, malformed or expired token, and never falls back to the cookie', async () => {
    const client = t.client();
    await signUpOrganizer(client);
    const { id, token } = await tokenFor(client, ['events:read'], { expiresInDays: 1 });
    for (const header of ['Bearer quad_nope', 'Bearer', `Bearer ${token}x`]) {
      const res = await client.get('/api/me', { authorization: header });
      expect(res.status, header).toBe(401);
      expect(res.body.error.message).toBe(MSG.tokenInvalid);
    }
    await t.ctx.db.updateTable('api_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute();
    const expired = await t.client().get('/api/events', bearer(token));
    expect(expired.status).toBe(401);
    // A token without a scope does not borrow the session cookie sent along with it.
    const fresh = await tokenFor(client, ['feedback:read']);
    const res = await client.get('/api/me/tokens', bearer(fresh.token));
    expect(res.status).toBe(403);
  });

  it('is not held to the same-origin rule of cookies, and the audit log names the token', async () => {
    const club = t.client();
    const { user } = await signUpOrganizer(club);
    const { token } = await tokenFor(club, ['events:write', 'events:read'], { name: 'Website sync' });
    const api = t.client({ origin: 'https://club.example.org' });
    const created = await api.post('/api/events', buildEvent(), bearer(token));
    expect(created.status).toBe(201);
    expect(created.body.organizer.id).toBe(user.id);
    // The same request with the cookie alone is refused: cross-site cookies stay guarded.
    expect((await club.post('/api/events', buildEvent(), { origin: 'https://club.example.org' })).status).toBe(403);

    const entry = await t.ctx.db.selectFrom('audit_entries').selectAll().where('event_id', '=', created.body.id).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'event.created', actor_id: user.id, token_name: 'Website sync' });
    const byApp = await createEventAs(club);
    const appEntry = await t.ctx.db.selectFrom('audit_entries').selectAll().where('event_id', '=', byApp.id).executeTakeFirstOrThrow();
    expect(appEntry.token_name).toBeNull();
  });

  it('has its own rate limit per token: 429 with Retry-After past it', async () => {
    const client = t.client();
    await signUpStudent(client);
    const { token } = await tokenFor(client, ['events:read']);
    const other = await tokenFor(client, ['events:read']);
    const before = t.ctx.config.apiTokenRateLimit;
    t.ctx.config.apiTokenRateLimit = 3;
    try {
      const api = t.client();
      for (let i = 0; i < 3; i++) expect((await api.get('/api/events', bearer(token))).status).toBe(200);
      const limited = await api.get('/api/events', bearer(token));
      expect(limited.status).toBe(429);
      expect(limited.body.error.message).toBe(MSG.tokenRateLimited);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await api.get('/api/events', bearer(other.token))).status).toBe(200);
      // The same person in the app is not limited by the token's count.
      expect((await client.get('/api/events')).status).toBe(200);
    } finally {
      t.ctx.config.apiTokenRateLimit = before;
    }
  });
});

describe('club tokens: /api/organizers/:id/tokens', () => {
  it('answers 401 signed out, 404 for an unknown club, 403 for anyone but its owner', async () => {
    const owner = t.client();
    const { user } = await signUpOrganizer(owner);
    const path = `/api/organizers/${user.id}/tokens`;
    expect((await t.client().post(path, { name: 'x', scopes: ['events:read'] })).status).toBe(401);
    expect((await t.client().get(path)).status).toBe(401);
    expect((await t.client().delete(`${path}/x`)).status).toBe(401);
    const missing = await owner.get('/api/organizers/nope/tokens');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(MSG.organizerNotFound);
    const student = t.client();
    await signUpStudent(student);
    for (const res of [await student.post(path, { name: 'x', scopes: ['events:read'] }), await student.get(path), await student.delete(`${path}/x`)]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(MSG.onlyClubOwnerTokens);
    }
    expect((await owner.post(path, { name: '', scopes: ['events:read'] })).status).toBe(400);
  });

  it("makes, lists and deletes the club's tokens; a club token acts as the club", async () => {
    const owner = t.client();
    const { user } = await signUpOrganizer(owner);
    const path = `/api/organizers/${user.id}/tokens`;
    const { id, token } = await tokenFor(owner, ['events:write'], {}, path);
    // The club's tokens are not among its owner's own.
    expect((await owner.get('/api/me/tokens')).body.tokens).toEqual([]);
    expect((await owner.get(path)).body.tokens.map((x: { id: string }) => x.id)).toEqual([id]);
    const created = await t.client().post('/api/events', buildEvent(), bearer(token));
    expect(created.status).toBe(201);
    expect(created.body.organizer.id).toBe(user.id);
    expect((await owner.delete(`/api/me/tokens/${id}`)).status).toBe(404);
    expect((await owner.delete(`${path}/${id}`)).status).toBe(204);
    expect((await t.client().post('/api/events', buildEvent(), bearer(token))).status).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('declares the token scheme and the scope of each operation', async () => {
    const doc = (await t.client().get('/api/docs/json')).body;
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/events'].get.security).toEqual([{ sessionCookie: [] }, { apiToken: ['events:read'] }]);
    expect(doc.paths['/api/events'].post.security).toEqual([{ sessionCookie: [] }, { apiToken: ['events:write'] }]);
    expect(doc.paths['/api/events/{id}/check-in'].post.security).toEqual([{ sessionCookie: [] }, { apiToken: ['check-in'] }]);
    expect(doc.paths['/api/me/tokens'].post.security).toBeUndefined();
  });
});
