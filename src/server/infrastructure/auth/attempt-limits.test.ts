import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { buildApp } from '../../app.ts';
import { signUpStudent } from '../../../../test/support/accounts.ts';
import { HttpClient } from '../../../../test/support/http-client.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { ATTEMPT_RULES } from './attempt-limits.ts';


let t: TestApp;
let address = 0;
const newAddress = () => `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

beforeAll(async () => {
  // Behind a proxy, so each test can speak from its own address (X-Forwarded-For).
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => t?.close());

function signIn(email: string, password: string, from: string, client = t.client(), cookie?: string) {
  return client.post('/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) });
}

function expectTooMany(res: { status: number; body: any; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe(MSG.tooManyAttempts);
  expect(res.body.error).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: MSG.tooManyAttempts });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

const { limit } = ATTEMPT_RULES.signInFailuresPerAccount;

/** Failed guesses from browsers that never signed in to the account, each from its own address. */
async function guessFromElsewhere(email: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await signIn(email, `wrong-${i}`, newAddress())).status);
  return statuses;
}

const waitFor = (res: { headers: Headers }) => new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000 + 50));

describe('failed sign-ins: a browser that signed in before is never locked out', () => {
  it('lets the owner in from their own browser whatever failures came from elsewhere', async () => {
    const owner = t.client();
    const { input } = await signUpStudent(owner); // signing up makes this browser known
    const statuses = await guessFromElsewhere(input.email, limit + 10);
    expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
    expect(statuses).toContain(429);
    await owner.post('/api/auth/sign-out');
    expect((await signIn(input.email, input.password, newAddress(), owner)).status).toBe(200);
  });

  it('gives a browser the device cookie at its first successful sign-in: HttpOnly, signed, no address in it', async () => {
    const { input } = await signUpStudent(t.client());
    const laptop = t.client();
    const res = await signIn(input.email, input.password, newAddress(), laptop);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('quad.device='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie.toLowerCase()).not.toContain(input.email.split('@')[0]!.toLowerCase());
    await guessFromElsewhere(input.email, limit + 3);
    expect((await signIn(input.email, input.password, newAddress(), laptop)).status).toBe(200);
  });

  it('trusts no forged, altered or other account’s device cookie', async () => {
    const { input } = await signUpStudent(t.client());
    const other = t.client();
    await signUpStudent(other);
    const value = other.cookieHeader.match(/quad\.device=([^;]+)/)![1]!;
    const [id, accounts, signature] = value.split('.');
    await guessFromElsewhere(input.email, limit + 1);
    for (const device of [value, `${id}.${accounts}x.${signature}`, `${id}.${accounts}.${signature!.slice(1)}x`, 'a.b.c']) {
      const res = await signIn(input.email, input.password, newAddress(), t.client(), `quad.device=${device}`);
      expectTooMany(res);
    }
  });

  it("judges a known browser by its own failures: past 10 it is paced like any other", async () => {
    const owner = t.client();
    const { input } = await signUpStudent(owner);
    const own = [];
    for (let i = 0; i < ATTEMPT_RULES.signInFailuresPerDevice.limit; i++) own.push((await signIn(input.email, `typo-${i}`, newAddress(), owner)).status);
    expect(own.every((s) => s === 401)).toBe(true);
    await guessFromElsewhere(input.email, limit + 1);
    expectTooMany(await signIn(input.email, input.password, newAddress(), owner));
  });
});

describe('failed sign-ins from unknown browsers are slowed, never a lock-out', () => {
  it(`paces an account after ${limit} failures: each further attempt waits longer, and the right password then works`, async () => {
    const { input } = await signUpStudent(t.client());
    const neighbour = await signUpStudent(t.client());
    expect(await guessFromElsewhere(input.email, limit)).toEqual(Array(limit).fill(401));
    expect((await signIn(input.email, 'one-more', newAddress())).status).toBe(401); // the first paced slot is free
    const paced = await signIn(input.email, input.password, newAddress());
    expectTooMany(paced);
    expect(Number(paced.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    expect((await signIn(neighbour.input.email, neighbour.input.password, newAddress())).status).toBe(200);
    await waitFor(paced);
    expect((await signIn(input.email, input.password, newAddress())).status).toBe(200);
    // A success forgets the failures.
    expect(await guessFromElsewhere(input.email, limit)).toEqual(Array(limit).fill(401));
  });

  it('lets only a few of many simultaneous guesses be checked', async () => {
    const { input } = await signUpStudent(t.client());
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => signIn(input.email, `guess-${i}`, newAddress())));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit + 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - limit - 1);
  });

  it('counts the same for an address that has no account (nothing to learn from the answers)', async () => {
    const email = `nobody.${Date.now()}@quad.test`;
    expect(await guessFromElsewhere(email, limit + 1)).toEqual(Array(limit + 1).fill(401));
    expectTooMany(await signIn(email, 'whatever-1', newAddress()));
  });

  it('holds across server processes sharing the database', async () => {
    const { input } = await signUpStudent(t.client());
    const second: FastifyInstance = await buildApp({ config: t.ctx.config, handle: t.database.reopen(), logger: false });
    try {
      const other = new HttpClient(await second.listen({ port: 0, host: '127.0.0.1' }));
      for (let i = 0; i <= limit; i++) {
        const client = i % 2 ? other : t.client();
        expect((await signIn(input.email, 'wrong-pass', newAddress(), client)).status).toBe(401);
      }
      expectTooMany(await signIn(input.email, input.password, newAddress(), other));
      expectTooMany(await signIn(input.email, input.password, newAddress()));
    } finally {
      await second.close();
    }
  });
});

describe('reset and sign-in link requests are limited per account and per address', () => {
  for (const [path, body] of [
    ['/api/auth/request-password-reset', (email: string) => ({ email, redirectTo: '/reset-password' })],
    ['/api/auth/sign-in/magic-link', (email: string) => ({ email, callbackURL: '/' })],
  ] as const) {
    it(`${path}: 5 per account in 15 minutes, whether or not the account exists`, async () => {
      const { input } = await signUpStudent(t.client());
      for (const email of [input.email, `ghost.${Date.now()}@quad.test`]) {
        for (let i = 0; i < ATTEMPT_RULES.mailsPerAccount.limit; i++) {
          expect((await t.client().post(path, body(email), { 'x-forwarded-for': newAddress() })).status).toBe(200);
        }
        expectTooMany(await t.client().post(path, body(email), { 'x-forwarded-for': newAddress() }));
      }
    });
  }

  it(`answers 429 after ${ATTEMPT_RULES.mailsPerAddress.limit} link requests from one address`, async () => {
    const from = newAddress();
    const stamp = Date.now();
    for (let i = 0; i < ATTEMPT_RULES.mailsPerAddress.limit; i += 25) {
      const batch = Array.from({ length: Math.min(25, ATTEMPT_RULES.mailsPerAddress.limit - i) }, (_, j) =>
        t.client().post('/api/auth/sign-in/magic-link', { email: `hall.${stamp}.${i + j}@quad.test` }, { 'x-forwarded-for': from }),
      );
      for (const res of await Promise.all(batch)) expect(res.status).toBe(200);
    }
    expectTooMany(await t.client().post('/api/auth/sign-in/magic-link', { email: `one.more.${stamp}@quad.test` }, { 'x-forwarded-for': from }));
    expect((await t.client().post('/api/auth/sign-in/magic-link', { email: `one.more.${stamp}@quad.test` }, { 'x-forwarded-for': newAddress() })).status).toBe(200);
  }, 60_000);
});

describe('ordinary traffic is never limited', () => {
  it('answers many quick requests of a signed-in user', async () => {
    const client = t.client();
    await signUpStudent(client);
    const results = await Promise.all(Array.from({ length: 60 }, () => client.get('/api/me')));
    expect(results.every((r) => r.status === 200)).toBe(true);
  });
});
