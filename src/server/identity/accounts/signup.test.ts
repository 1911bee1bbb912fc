import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { DEFAULT_USN_PATTERN } from '../../../domain/schemas/fields.ts';
import { buildOrganizer, buildStudent } from '../../../../test/support/factories.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function userCount(email: string) {
  const row = await t.ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('email', '=', email).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/signup/student', () => {
  it('creates the account and profile, signs in and answers 201 {user}', async () => {
    const client = t.client();
    const input = buildStudent({ email: 'Mixed.Case@Example.EDU' });
    const res = await client.post('/api/signup/student', input);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: input.name, email: 'mixed.case@example.edu', role: 'student', usn: input.usn, profileComplete: true });
    expect(res.body.user).not.toHaveProperty('password');
    expect(res.headers.getSetCookie().join(';')).toMatch(/session_token=.*HttpOnly/i);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(res.body.user.id);
  });

  it('stores the password as an argon2id hash', async () => {
    const { user } = await signUpStudent(t.client());
    const account = await t.ctx.db.selectFrom('accounts').select('password').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(account.password).toMatch(/^\$argon2id\$/);
  });

  it('accepts the semester and phone as numbers', async () => {
    const res = await t.client().post('/api/signup/student', { ...buildStudent(), semester: 3, phone: 9876543210 });
    expect(res.status).toBe(201);
  });

  for (const field of ['name', 'usn', 'email', 'password', 'semester', 'phone'] as const) {
    it(`answers 400 'Please fill all fields' without ${field}, and creates nothing`, async () => {
      const input: Record<string, unknown> = buildStudent();
      delete input[field];
      const res = await t.client().post('/api/signup/student', input);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'INVALID_INPUT', message: MSG.fillAllFields });
      expect(res.body.error.fields[field]).toBe(MSG.fillAllFields);
      if (field !== 'email') expect(await userCount(input.email as string)).toBe(0);
    });
  }

  it('treats blank text as missing', async () => {
    const res = await t.client().post('/api/signup/student', { ...buildStudent(), name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.fillAllFields);
  });

  it('answers 400 for an empty or missing body', async () => {
    const empty = await t.client().post('/api/signup/student', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(MSG.fillAllFields);
    const none = await t.client().post('/api/signup/student');
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(MSG.fillAllFields);
  });

  it('answers 400 for malformed JSON and wrong types, never 500', async () => {
    const malformed = await t.client().post('/api/signup/student', '{"name":', { 'content-type': 'application/json' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBeDefined();
    const wrongType = await t.client().post('/api/signup/student', { ...buildStudent(), name: { first: 'A' } });
    expect(wrongType.status).toBe(400);
    const arrayBody = await t.client().post('/api/signup/student', [1, 2]);
    expect(arrayBody.status).toBe(400);
  });

  it('rejects a short password with the policy message', async () => {
    const res = await t.client().post('/api/signup/student', buildStudent({ password: '12345' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.passwordTooShort);
  });

  it('rejects a password over 128 characters', async () => {
    const res = await t.client().post('/api/signup/student', buildStudent({ password: 'x'.repeat(129) }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.passwordTooLong);
  });

  it('accepts only letters, digits and hyphens in a USN', async () => {
    for (const usn of ['1RV 21CS', '1RV/21', '../x', '1RV_21']) {
      const res = await t.client().post('/api/signup/student', buildStudent({ usn }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message: MSG.usnInvalid, fields: { usn: MSG.usnInvalid } });
    }
  });

  // What the edit form refuses, sign-up refuses too.
  for (const semester of ['twelve', 0, 9, '2.5']) {
    it(`answers 400 'Semester must be a number from 1 to 8' for semester ${JSON.stringify(semester)}, and creates nothing`, async () => {
      const input = { ...buildStudent(), semester };
      const res = await t.client().post('/api/signup/student', input);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'INVALID_INPUT', message: MSG.semesterRange, fields: { semester: MSG.semesterRange } });
      expect(await userCount(input.email)).toBe(0);
    });
  }

  it("answers 400 'Enter a phone number with 7 to 15 digits' for phone \"12\" and other non-numbers", async () => {
    for (const phone of ['12', '1234567890123456', 'call me', '98765_43210']) {
      const input = buildStudent({ phone });
      const res = await t.client().post('/api/signup/student', input);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message: MSG.phoneInvalid, fields: { phone: MSG.phoneInvalid } });
      expect(await userCount(input.email)).toBe(0);
    }
  });

  it("answers 400 'Enter your USN as on your ID card …' for USN \"abc\" (no digit) and one too short or long", async () => {
    for (const usn of ['abc', 'A1', '1'.repeat(21)]) {
      const res = await t.client().post('/api/signup/student', buildStudent({ usn }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message: MSG.usnInvalid, fields: { usn: MSG.usnInvalid } });
    }
  });

  it('stores the semester as a plain number and the phone as typed, trimmed', async () => {
    const { user } = await signUpStudent(t.client(), { semester: ' 04 ', phone: '  +91 (98765) 43-210 ' });
    const row = await t.ctx.db.selectFrom('students').select(['semester', 'phone']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ semester: '4', phone: '+91 (98765) 43-210' });
  });

  it('rejects an invalid e-mail address', async () => {
    const res = await t.client().post('/api/signup/student', buildStudent({ email: 'not-an-email' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.invalidEmail);
  });

  it("answers 409 'Email already in use' for a taken e-mail, whatever its case", async () => {
    const first = await signUpStudent(t.client());
    const res = await t.client().post('/api/signup/student', buildStudent({ email: first.input.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'EMAIL_IN_USE', message: MSG.emailInUse });
  });

  it('answers 409 for a USN that is taken, whatever its case', async () => {
    const first = await signUpStudent(t.client());
    const input = buildStudent({ usn: first.input.usn.toLowerCase() });
    const res = await t.client().post('/api/signup/student', input);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'USN_IN_USE', message: MSG.usnInUse });
    expect(await userCount(input.email)).toBe(0);
  });

  it('keeps no account when the profile cannot be written', async () => {
    const input = buildStudent({ usn: 'FAIL-PROFILE-1' });
    // A real database failure on the profile row (not a mock): a trigger that aborts it.
    if (t.database.postgres) {
      await sql`create function quad_fail_profile() returns trigger as $$ begin raise exception 'profile refused'; end $$ language plpgsql`.execute(t.ctx.db);
      await sql`create trigger quad_fail_profile before insert on students for each row when (new.usn = 'FAIL-PROFILE-1') execute function quad_fail_profile()`.execute(t.ctx.db);
    } else {
      await sql`create trigger quad_fail_profile before insert on students when new.usn = 'FAIL-PROFILE-1' begin select raise(abort, 'profile refused'); end`.execute(t.ctx.db);
    }
    const res = await t.client().post('/api/signup/student', input);
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBeTruthy();
    expect(await userCount(input.email)).toBe(0);
    const signIn = await t.client().post('/api/auth/sign-in/email', { email: input.email, password: input.password });
    expect(signIn.status).toBe(401);

    await sql`drop trigger quad_fail_profile${sql.raw(t.database.postgres ? ' on students' : '')}`.execute(t.ctx.db);
    const retry = await t.client().post('/api/signup/student', input);
    expect(retry.status).toBe(201);
  });

  it('lets only one of two simultaneous sign-ups with the same e-mail through', async () => {
    const input = buildStudent();
    const results = await Promise.all([
      t.client().post('/api/signup/student', input),
      t.client().post('/api/signup/student', { ...input, usn: `${input.usn}B` }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await userCount(input.email)).toBe(1);
  });
});

describe('POST /api/signup/organizer', () => {
  it('creates the organizer and its group, signs in and answers 201 {user}', async () => {
    const client = t.client();
    const input = buildOrganizer({ phone: undefined });
    const res = await client.post('/api/signup/organizer', input);
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ name: input.name, role: 'organizer', organizerId: res.body.user.id, profileComplete: true });
    const group = await t.ctx.db.selectFrom('organizers').selectAll().where('user_id', '=', res.body.user.id).executeTakeFirstOrThrow();
    expect(group).toMatchObject({ name: input.name, field: input.field, phone: null });
    expect((await client.get('/api/me')).body.user.role).toBe('organizer');
  });

  for (const field of ['name', 'email', 'password', 'field'] as const) {
    it(`answers 400 'Please fill all required fields' without ${field}`, async () => {
      const input: Record<string, unknown> = buildOrganizer();
      delete input[field];
      const res = await t.client().post('/api/signup/organizer', input);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MSG.fillAllRequiredFields);
    });
  }

  it('accepts the phone as a number', async () => {
    const res = await t.client().post('/api/signup/organizer', { ...buildOrganizer(), phone: 8023456789 });
    expect(res.status).toBe(201);
  });

  it('takes no phone, but refuses one that is no phone number', async () => {
    expect((await t.client().post('/api/signup/organizer', buildOrganizer({ phone: '' }))).status).toBe(201);
    const res = await t.client().post('/api/signup/organizer', buildOrganizer({ phone: '12' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message: MSG.phoneInvalid, fields: { phone: MSG.phoneInvalid } });
  });

  it("answers 'Passwords do not match' when the confirmation differs", async () => {
    const res = await t.client().post('/api/signup/organizer', { ...buildOrganizer(), confirmPassword: 'something-else' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.passwordsDoNotMatch);
    expect(res.body.error.fields.confirmPassword).toBe(MSG.passwordsDoNotMatch);
  });

  it("answers 'Password should be at least 6 characters long'", async () => {
    const res = await t.client().post('/api/signup/organizer', buildOrganizer({ password: 'abc', confirmPassword: 'abc' }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.passwordTooShort);
  });

  it("answers 409 'Email already in use', also across roles", async () => {
    const student = await signUpStudent(t.client());
    const res = await t.client().post('/api/signup/organizer', buildOrganizer({ email: student.input.email }));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(MSG.emailInUse);
  });
});

describe('sign-in, sign-out and /api/me', () => {
  it('signs in with the right password (any e-mail case) and reads /api/me', async () => {
    const { input, user } = await signUpStudent(t.client());
    const client = t.client();
    const res = await client.post('/api/auth/sign-in/email', { email: input.email.toUpperCase(), password: input.password });
    expect(res.status).toBe(200);
    expect((await client.get('/api/me')).body.user).toMatchObject({ id: user.id, role: 'student', usn: input.usn });
  });

  it('answers 401 with one message for a wrong password and for an unknown e-mail', async () => {
    const { input } = await signUpStudent(t.client());
    const wrong = await t.client().post('/api/auth/sign-in/email', { email: input.email, password: 'not-the-password' });
    const unknown = await t.client().post('/api/auth/sign-in/email', { email: `nobody.${input.email}`, password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('signs out: the cookie is cleared and the session is revoked on the server', async () => {
    const client = t.client();
    await signUpStudent(client);
    const stolen = client.clone();
    const out = await client.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
    // The old cookie, replayed, no longer works.
    expect((await stolen.get('/api/me')).status).toBe(401);
  });

  it("answers 401 'Kindly login first.' to nobody", async () => {
    const res = await t.client().get('/api/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: MSG.loginFirst } });
  });

  it('answers /api/me for an organizer with its organizerId', async () => {
    const client = t.client();
    const { user } = await signUpOrganizer(client);
    const me = await client.get('/api/me');
    expect(me.body.user).toEqual({ id: user.id, name: user.name, email: user.email, role: 'organizer', organizerId: user.id, profileComplete: true, memberships: [] });
  });

  it('ignores a forged session cookie', async () => {
    const res = await t.client().get('/api/me', { cookie: 'quad.session_token=forged.signature' });
    expect(res.status).toBe(401);
  });

  it('keeps sessions across a server restart', async () => {
    const client = t.client();
    const { user } = await signUpStudent(client);
    await t.restart();
    // The port is kept, so the same browser still reaches the server.
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(user.id);
    expect((await t.client().get('/api/me')).status).toBe(401);
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await t.client({ origin: 'https://evil.example' }).post('/api/signup/student', buildStudent());
    expect(res.status).toBe(403);
    const signIn = await t.client({ origin: 'https://evil.example' }).post('/api/auth/sign-in/email', { email: 'someone@example.edu', password: 'whatever1' });
    expect(signIn.status).toBe(403);
  });
});

describe('GET /api/session', () => {
  it('answers 200 {user: null} when signed out and the user when signed in', async () => {
    const client = t.client();
    expect((await client.get('/api/session')).body).toEqual({ user: null });
    const { user } = await signUpStudent(client);
    const res = await client.get('/api/session');
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
  });
});

describe('USN_PATTERN: a campus USN pattern', () => {
  let campus: TestApp;
  beforeAll(async () => {
    campus = await startTestApp({ USN_PATTERN: '1QD\\d{2}[A-Z]{2}\\d{3}' });
  });
  afterAll(async () => campus?.close());

  it('is given to the browser in GET /api/config', async () => {
    expect((await campus.client().get('/api/config')).body.usnPattern).toBe('1QD\\d{2}[A-Z]{2}\\d{3}');
    expect((await t.client().get('/api/config')).body.usnPattern).toBe(DEFAULT_USN_PATTERN);
  });

  it('decides which USNs sign-up takes, ignoring case', async () => {
    const other = await campus.client().post('/api/signup/student', buildStudent({ usn: '1RV22CS001' }));
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe(MSG.usnInvalid);
    expect((await campus.client().post('/api/signup/student', buildStudent({ usn: '1qd22cs001' }))).status).toBe(201);
  });
});
