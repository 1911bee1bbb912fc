import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import { buildApp } from '../app.ts';
import { signUpStudent } from '../testing/accounts.ts';
import { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { ATTEMPT_RULES } from './attempt-limits.ts';

// Behind a proxy, so each test can speak from its own address (X-Forwarded-For).
process.env.TRUST_PROXY = 'true';

let t: TestApp;
let address = 0;
const newAddress = () => `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

function signIn(email: string, password: string, from: string, client = t.client()) {
  return client.post('/api/auth/sign-in/email', { email, password }, { 'x-forwarded-for': from });
}

function expectTooMany(res: { status: number; body: any; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe(MSG.tooManyAttempts);
  expect(res.body.error).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: MSG.tooManyAttempts });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('failed sign-ins are limited per account', () => {
  it('answers 429 after 5 failures in 15 minutes, even for the right password, and leaves other accounts alone', async () => {
    const { input } = await signUpStudent(t.client());
    const neighbour = await signUpStudent(t.client());
    const from = newAddress();
    for (let i = 0; i < ATTEMPT_RULES.signInFailuresPerAccount.limit; i++) {
      expect((await signIn(input.email, `wrong-${i}`, from)).status).toBe(401);
    }
    expectTooMany(await signIn(input.email, 'wrong-again', from));
    expectTooMany(await signIn(input.email.toUpperCase(), input.password, from));
    expect((await signIn(neighbour.input.email, neighbour.input.password, from)).status).toBe(200);
  });

  it('counts failures for one account from many addresses together', async () => {
    const { input } = await signUpStudent(t.client());
    for (let i = 0; i < 5; i++) expect((await signIn(input.email, 'wrong-pass', newAddress())).status).toBe(401);
    expectTooMany(await signIn(input.email, input.password, newAddress()));
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const { input } = await signUpStudent(t.client());
    const from = newAddress();
    for (let i = 0; i < 4; i++) expect((await signIn(input.email, 'wrong-pass', from)).status).toBe(401);
    expect((await signIn(input.email, input.password, from)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn(input.email, 'wrong-pass', from)).status).toBe(401);
    expect((await signIn(input.email, input.password, from)).status).toBe(200);
  });

  it('lets no more than 5 of many simultaneous guesses be checked', async () => {
    const { input } = await signUpStudent(t.client());
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) => signIn(input.email, `guess-${i}`, newAddress())));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('counts the same for an address that has no account (nothing to learn from the answers)', async () => {
    const email = `nobody.${Date.now()}@quad.test`;
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'whatever-1', newAddress())).status).toBe(401);
    expectTooMany(await signIn(email, 'whatever-1', newAddress()));
  });

  it('holds across server processes sharing the database', async () => {
    const { input } = await signUpStudent(t.client());
    const second: FastifyInstance = await buildApp({ config: t.ctx.config, handle: t.database.reopen(), logger: false });
    try {
      const other = new HttpClient(await second.listen({ port: 0, host: '127.0.0.1' }));
      for (let i = 0; i < 5; i++) {
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
