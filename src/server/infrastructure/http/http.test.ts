import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../../../test/support/factories.ts';
import { signUpStudent } from '../../../../test/support/accounts.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('the HTTP surface', () => {
  it('answers GET /api/health with the database kind, the version and the outbox counts', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: t.ctx.handle.dialect, version: expect.any(String), mail: { pending: expect.any(Number), failed: 0 } });
  });

  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    for (const path of ['/api/nope', '/api/events/x/y/z', '/api']) {
      const res = await t.client().get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    const post = await t.client().post('/api/nope', {});
    expect(post.status).toBe(404);
  });

  it('serves the OpenAPI description at /api/docs/json and the UI at /api/docs', async () => {
    const json = await t.client().get('/api/docs/json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths)).toEqual(expect.arrayContaining(['/api/signup/student', '/api/signup/organizer', '/api/me', '/api/health']));
    const ui = await t.client().get('/api/docs');
    expect([200, 302]).toContain(ui.status);
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await t.client().get('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
  });

  it('serves the public configuration the web app needs', async () => {
    const res = await t.client().get('/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ contactEmail: expect.any(String), contactPhone: expect.any(String), googleSignIn: false, usnPattern: expect.any(String) });
    expect(res.body).toMatchObject({ timeZone: 'UTC', timeZoneUnset: false });
  });

  it("says when nothing names the campus's time zone, so the admin pages can", async () => {
    const unset = await startTestApp({ CAMPUS_TIME_ZONE: '', TZ: 'UTC' });
    try {
      expect((await unset.client().get('/api/config')).body).toMatchObject({ timeZone: 'UTC', timeZoneUnset: true });
    } finally {
      await unset.close();
    }
  });
});

describe('edges a client may hit', () => {
  it('treats an empty JSON body as no body', async () => {
    const res = await t.client().post('/api/signup/student', '', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please fill all fields');
  });

  it('answers 415 to a text/plain body on a JSON route', async () => {
    const res = await t.client().post('/api/signup/student', 'name=x', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
  });

  it('keeps the error shape for a broken URL and for unknown /api/auth paths', async () => {
    const broken = await t.client().get('/api/events/%E0%A4%A');
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe('BAD_REQUEST');
    const auth = await t.client().get('/api/auth/does-not-exist');
    expect(auth.status).toBe(404);
    expect(auth.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('answers 404 for an unknown id of any length, signed in or not, on every method', async () => {
    const student = t.client();
    await signUpStudent(student);
    for (const length of [90, 101, 500, 501, 5000]) {
      const id = 'x'.repeat(length);
      for (const client of [t.client(), student]) {
        const signedIn = client === student;
        for (const res of [
          await client.get(`/api/events/${id}`),
          await client.get(`/api/organizers/${id}`),
          ...(signedIn ? [await client.delete(`/api/registrations/${id}`), await client.get(`/api/registrations/${id}`)] : []),
        ]) {
          expect(res.status, `${length}`).toBe(404);
          expect(res.body.error.code).toMatch(/NOT_FOUND$/);
        }
      }
    }
  });

  it('refuses a NUL character in the path, the query and JSON bodies with 400, before anything reads it', async () => {
    const student = t.client();
    await signUpStudent(student);
    for (const path of ['/api/events?name=%00', '/api/events/a%00b', '/api/organizers/a%00b', '/api/registrations/a%00b', '/images/a%00b', '/api/calendar/a%00b.ics', '/api/events?organizer=x%00']) {
      const res = await student.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error).toEqual({ code: 'NUL_CHARACTER', message: 'The request contains a NUL character, which is not allowed.' });
    }
    const users = await t.ctx.db.selectFrom('users').select('id').execute();
    const signup = await t.client().post('/api/signup/student', { ...buildStudent(), name: 'Nul\0Byte' });
    expect(signup.status).toBe(400);
    expect(signup.body.error.code).toBe('NUL_CHARACTER');
    const nested = await student.post('/api/feedback', { rating: 5, comments: 'fine', extra: { deep: ['\0'] } });
    expect(nested.status).toBe(400);
    const signIn = await t.client().post('/api/auth/sign-in/email', { email: 'a\0b@quad.test', password: 'x\0y123' });
    expect(signIn.status).toBe(400);
    expect((await t.ctx.db.selectFrom('users').select('id').execute()).length).toBe(users.length);
    // A backslash and a u are no NUL: the literal text is kept.
    const literal = await student.post('/api/feedback', { rating: 5, comments: 'the text \\u0000 is fine' });
    expect(literal.status).toBe(201);
  });

  it("accepts API.md's empty query parameters", async () => {
    const res = await t.client().get('/api/events?name=&organizer=&date=&cursor=&limit=');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ events: expect.any(Array), nextCursor: null });
  });
});
