import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newSecret } from '../db/ids.ts';
import { nowIso } from '../db/time.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { buildStudent } from '../../../../test/support/factories.ts';
import { ATTEMPT_RULES, PACING } from './attempt-limits.ts';
import { hash } from '@node-rs/argon2';

// The campus network: everyone arrives from one public address (X-Forwarded-For behind the proxy).
const CAMPUS = '203.0.113.7';
const PASSWORD = 'lecture-hall-1';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => t?.close());

/**
 * Many complete student accounts at once, straight into the database (sign-up is tested elsewhere).
 * Their argon2id hash has a small cost: sign-in still verifies it with argon2, but 300 verifications
 * at the production cost were most of this file's CPU time, and the cost is not what is tested here.
 */
async function createStudents(count: number, tag: string): Promise<string[]> {
  const digest = await hash(PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 });
  const now = nowIso();
  const emails = Array.from({ length: count }, (_, i) => `hall.${tag}.${i}@students.quad.test`);
  await t.ctx.db.transaction().execute(async (trx) => {
    for (const [i, email] of emails.entries()) {
      const id = newId(24);
      await trx.insertInto('users').values({ id, name: `Student ${i}`, email, role: 'student', created_at: now, updated_at: now }).execute();
      await trx.insertInto('accounts').values({
        id: newId(24), account_id: id, provider_id: 'credential', user_id: id, password: digest, access_token: null, refresh_token: null,
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

function signIn(email: string, password: string, from = CAMPUS, client = t.client()) {
  return client.post('/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': from });
}

describe('a campus behind one address', () => {
  // How long the 300 take is measured by `npm run bench` (lecture hall), not asserted here.
  it('lets 300 different students sign in from one address', async () => {
    const emails = await createStudents(300, `a${Date.now().toString(36)}`);
    const statuses: number[] = [];
    await inBatches(emails, 20, async (email) => {
      statuses.push((await signIn(email, PASSWORD)).status);
    });
    expect(statuses).toHaveLength(300);
    expect(statuses.every((s) => s === 200)).toBe(true);
  }, 120_000);

  it('keeps a lecture hall working while someone sprays passwords from its address: the sprayer is slowed, not everyone', async () => {
    const tag = `b${Date.now().toString(36)}`;
    const [regular, newcomer] = await createStudents(2, tag);
    // The regular signed in on this phone before: it carries the device cookie.
    const phone = t.client();
    expect((await signIn(regular!, PASSWORD, CAMPUS, phone)).status).toBe(200);

    const budget = ATTEMPT_RULES.signInFailuresPerAddress.limit;
    const guesses = Array.from({ length: budget }, (_, i) => `sprayed.${tag}.${i}@quad.test`);
    await inBatches(guesses, 20, async (email) => {
      expect((await signIn(email, 'Password1', CAMPUS)).status).toBe(401);
    });
    // From now on the sprayer gets one guess per slot: a burst is mostly refused at once.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(`burst.${tag}.${i}@quad.test`, 'Password1', CAMPUS)));
    const refused = burst.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(20 - 1 - PACING.addressLongestQueueMs / PACING.addressSpacingMs);
    for (const res of refused) expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(PACING.addressLongestQueueMs / 1000);

    // A known device is not slowed at all; signing up is no failed sign-in.
    expect((await signIn(regular!, PASSWORD, CAMPUS, phone.clone())).status).toBe(200);
    const signUp = await t.client().post('/api/signup/student', buildStudent(), { 'x-forwarded-for': CAMPUS });
    expect(signUp.status).toBe(201);
    // A student on a new device waits for a slot (at most the queue), then gets in.
    let res = await signIn(newcomer!, PASSWORD, CAMPUS);
    if (res.status === 429) {
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000 + 50));
      res = await signIn(newcomer!, PASSWORD, CAMPUS);
    }
    expect(res.status).toBe(200);
    // Elsewhere nothing changed.
    expect((await signIn(newcomer!, PASSWORD, '192.0.2.55')).status).toBe(200);
  }, 120_000);
});
