import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import { newId, newSecret } from '../db/ids.ts';
import { nowIso } from '../db/time.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { ATTEMPT_RULES } from './attempt-limits.ts';
import { hashPassword } from './password.ts';

// The campus network: everyone arrives from one public address (X-Forwarded-For behind the proxy).
process.env.TRUST_PROXY = 'true';
const CAMPUS = '203.0.113.7';
const PASSWORD = 'lecture-hall-1';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** Many complete student accounts at once, straight into the database (sign-up is tested elsewhere). */
async function createStudents(count: number, tag: string): Promise<string[]> {
  const hash = await hashPassword(PASSWORD);
  const now = nowIso();
  const emails = Array.from({ length: count }, (_, i) => `hall.${tag}.${i}@students.quad.test`);
  await t.ctx.db.transaction().execute(async (trx) => {
    for (const [i, email] of emails.entries()) {
      const id = newId(24);
      await trx.insertInto('users').values({ id, name: `Student ${i}`, email, role: 'student', created_at: now, updated_at: now }).execute();
      await trx.insertInto('accounts').values({
        id: newId(24), account_id: id, provider_id: 'credential', user_id: id, password: hash, access_token: null, refresh_token: null,
        id_token: null, access_token_expires_at: null, refresh_token_expires_at: null, scope: null, created_at: now, updated_at: now,
      }).execute();
      await trx.insertInto('students').values({ user_id: id, usn: `1HL${tag}${i}`, semester: '1', phone: '9000000000', calendar_token: newSecret(), created_at: now, updated_at: now }).execute();
    }
  });
  return emails;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

function signIn(email: string, password: string, from = CAMPUS) {
  return t.client().post('/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': from });
}

describe('a campus behind one address', () => {
  it('lets 300 different students sign in from one address within a minute', async () => {
    const emails = await createStudents(300, `a${Date.now().toString(36)}`);
    const started = Date.now();
    const statuses: number[] = [];
    await inBatches(emails, 20, async (email) => {
      statuses.push((await signIn(email, PASSWORD)).status);
    });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(statuses).toHaveLength(300);
    expect(statuses.every((s) => s === 200)).toBe(true);
  }, 120_000);

  it(`stops a flood of ${ATTEMPT_RULES.signInFailuresPerAddress.limit} failed sign-ins from one address, and only there`, async () => {
    const flood = '198.51.100.23';
    const tag = `b${Date.now().toString(36)}`;
    const [victim, bystander] = await createStudents(2, tag);
    const guesses = Array.from({ length: ATTEMPT_RULES.signInFailuresPerAddress.limit }, (_, i) => `sprayed.${tag}.${Math.floor(i / 5)}@quad.test`);
    await inBatches(guesses, 20, async (email) => {
      expect((await signIn(email, 'Password1', flood)).status).toBe(401);
    });
    const blocked = await signIn(victim!, 'Password1', flood);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(MSG.tooManyAttempts);
    expect((await signIn(bystander!, PASSWORD, CAMPUS)).status).toBe(200);
    expect((await signIn(victim!, PASSWORD, CAMPUS)).status).toBe(200);
  }, 120_000);
});
