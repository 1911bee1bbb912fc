import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('the HTTP surface', () => {
  it('answers GET /api/health with the database kind and version', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: t.ctx.handle.dialect, version: expect.any(String) });
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
    expect(res.body).toMatchObject({ contactEmail: expect.any(String), contactPhone: expect.any(String), googleSignIn: false });
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

  it('answers 404, not 400, for a long unknown id', async () => {
    expect((await t.client().get(`/api/events/${'x'.repeat(90)}`)).status).toBe(404);
  });

  it("accepts API.md's empty query parameters", async () => {
    const res = await t.client().get('/api/events?name=&organizer=&date=&cursor=&limit=');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ events: expect.any(Array), nextCursor: null });
  });
});
