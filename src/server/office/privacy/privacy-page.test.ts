import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markEmailVerified, signUpStudent } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import type { TestApp } from '../../../../test/support/test-app.ts';
import { startTestAppWithPages } from '../../../../test/support/web-root.ts';

let t: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  t = await startTestAppWithPages({ CAMPUS_NAME: 'Hill Campus', ADMIN_EMAILS: 'office@page.test', RETENTION_ANSWERS_DAYS: '90' });
  admin = t.client();
  const a = await signUpStudent(admin, { email: 'office@page.test' });
  await markEmailVerified(t.ctx, a.user.id);
});
afterAll(async () => {
  await t?.close();
});

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="quad-state">/.exec(html)?.[1] ?? '';

describe('/privacy', () => {
  it('is rendered on the server from the schedule in force, and follows a change at once', async () => {
    const page = await t.client().get('/privacy');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Privacy · Quad</title>');
    const root = rootOf(page.text);
    expect(root).toContain('Hill Campus runs Quad.');
    expect(root).toContain('Erased 3 months after the event');
    expect(root).toContain('your name is removed from them after 2 years');
    expect(root).toContain('Deleted after 1 month without use');
    expect(root).toContain('Deleted after 3 years; once your account is deleted');

    expect((await admin.put('/api/admin/retention', { answersDays: 0, auditDays: 400 })).status).toBe(200);
    const after = rootOf((await t.client().get('/privacy')).text);
    expect(after).toContain('Erased at the next daily sweep after the event');
    expect(after).toContain('Deleted after 400 days;');
    await admin.put('/api/admin/retention', { answersDays: null, auditDays: null });
  });

  it('is linked from the footer', async () => {
    expect(rootOf((await t.client().get('/about')).text)).toContain('href="/privacy"');
  });

  it('GET /api/privacy answers anyone with the schedule', async () => {
    const res = await t.client().get('/api/privacy');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ campusName: 'Hill Campus', schedule: { answersDays: 90, sessionsDays: 30 } });
  });
});
