import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_SCOPES, TOKEN_SCOPES } from '../../../domain/api-tokens.ts';
import { MSG } from '../../../domain/messages.ts';
import { signUpOrganizer } from '../../../../test/support/accounts.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation the server documents, as method and route pattern (`:id`, not `{id}`). */
async function operations(): Promise<Array<{ method: string; pattern: string }>> {
  const doc = (await t.client().get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), pattern: path.replace(/\{([^}]+)\}/g, ':$1') })),
  );
}

describe('token scopes × API operations', () => {
  it('lets a token through only to the operations of its scope, on every documented operation', async () => {
    const club = t.client();
    const { user } = await signUpOrganizer(club);
    const tokens = new Map<string, string>();
    for (const scope of TOKEN_SCOPES) {
      const res = await club.post('/api/me/tokens', { name: scope, scopes: [scope] });
      tokens.set(scope, res.body.token);
    }
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(60);
    const api = t.client({ origin: null });
    const wrongAllows: string[] = [];
    const wrongRefusals: string[] = [];
    for (const { method, pattern } of ops) {
      // Real-looking ids: the club's own for :id, so an allowed call goes as far as it can.
      const path = pattern.replace(/:id\b/g, user.id).replace(/:[A-Za-z*]+/g, 'x');
      const needed = ROUTE_SCOPES[`${method} ${pattern}`];
      for (const scope of TOKEN_SCOPES) {
        const res = await api.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {}, { authorization: `Bearer ${tokens.get(scope)}` });
        const refused = res.status === 403 && (res.body as { error?: { message?: string } }).error?.message === MSG.tokenScope;
        const allowed = needed === 'any' || needed === scope;
        if (!allowed && !refused) wrongAllows.push(`${scope} → ${method} ${pattern} (${res.status})`);
        if (allowed && refused) wrongRefusals.push(`${scope} → ${method} ${pattern}`);
      }
    }
    expect(wrongAllows).toEqual([]);
    expect(wrongRefusals).toEqual([]);
  }, 120_000);

  it('names only operations that exist', async () => {
    const known = new Set((await operations()).map(({ method, pattern }) => `${method} ${pattern}`));
    expect(Object.keys(ROUTE_SCOPES).filter((key) => !known.has(key))).toEqual([]);
  });

  it('refuses every token on routes the document does not list (sign-in, sign-out)', async () => {
    const club = t.client();
    await signUpOrganizer(club);
    const { token } = (await club.post('/api/me/tokens', { name: 'all', scopes: [...TOKEN_SCOPES] })).body;
    for (const path of ['/api/auth/sign-out', '/api/auth/sign-in/email']) {
      const res = await t.client({ origin: null }).post(path, {}, { authorization: `Bearer ${token}` });
      expect(res.status, path).toBe(403);
    }
  });
});
