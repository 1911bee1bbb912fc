// Every error's status and code agree, whatever path or id a client sends: a bad id is
// not found (or bad input), never "forbidden" because a file server could not look it up.
// The app's pages are served here as in production, since their file server is where
// paths the API router cannot match end up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpStudent } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import type { TestApp } from '../../../../test/support/test-app.ts';
import { startTestAppWithPages } from '../../../../test/support/web-root.ts';
import { codeAgreesWithStatus, STATUS_CODES } from './errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestAppWithPages({});
});
afterAll(async () => t?.close());

describe('status and code', () => {
  it('a generic code has one status; bad input is 400; anything not found is 404', () => {
    for (const [status, code] of Object.entries(STATUS_CODES)) expect(codeAgreesWithStatus(code, Number(status))).toBe(true);
    expect(codeAgreesWithStatus('BAD_REQUEST', 403)).toBe(false);
    expect(codeAgreesWithStatus('FORBIDDEN', 400)).toBe(false);
    expect(codeAgreesWithStatus('EVENT_NOT_FOUND', 403)).toBe(false);
    expect(codeAgreesWithStatus('INVALID_INPUT', 409)).toBe(false);
    expect(codeAgreesWithStatus('EMAIL_IN_USE', 409)).toBe(true);
  });

  it('answers GET /api/events/<5,000 characters> 404 Not found', async () => {
    const res = await t.client().get(`/api/events/${'a'.repeat(5000)}`);
    expect([res.status, res.body.error]).toEqual([404, { code: 'NOT_FOUND', message: 'Not found' }]);
  });

  it('answers every :id route, with ids of every length, 400 or 404 (401/403 before that for who may not ask), code agreeing', async () => {
    const student = t.client();
    await signUpStudent(student);
    const doc = (await t.client().get('/api/docs/json')).body as { paths: Record<string, Record<string, unknown>> };
    const templated = Object.entries(doc.paths).filter(([path]) => path.includes('{'));
    expect(templated.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    const check = async (client: HttpClient, method: string, path: string) => {
      const res = await client.request(method.toUpperCase(), path, method === 'get' || method === 'delete' ? undefined : {});
      const code = typeof res.body === 'object' ? res.body?.error?.code : undefined;
      if (![400, 401, 403, 404].includes(res.status) || !code || !codeAgreesWithStatus(code, res.status)) wrong.push(`${method} ${path.slice(0, 60)}… ${res.status} ${code ?? res.text.slice(0, 40)}`);
    };
    for (const length of [300, 501, 5000]) {
      const id = 'x'.repeat(length);
      for (const [template, methods] of templated) {
        const path = template.replace(/\{[^}]+\}/g, id);
        for (const method of Object.keys(methods)) {
          await check(t.client(), method, path);
          await check(student, method, path);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the shape and agreement for paths outside the API and requests Node refuses itself', async () => {
    // Not a file, so not forbidden: the app's page answers it as any unknown path.
    expect([200, 404]).toContain((await t.client().get(`/${'a'.repeat(400)}`)).status);
    for (const path of ['/assets/' + 'a'.repeat(400), '/images/' + 'a'.repeat(5000)]) {
      const res = await t.client().get(path);
      expect(res.status, path.slice(0, 20)).toBe(404);
    }
    const tooLong = await fetch(`${t.baseUrl}/api/events/${'a'.repeat(20_000)}`);
    expect([tooLong.status, await tooLong.json()]).toEqual([431, { error: { code: 'HEADERS_TOO_LARGE', message: 'The request is too large.' } }]);
  });
});
