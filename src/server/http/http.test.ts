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
