import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const studentForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  usn: `1PF${Date.now()}${Math.floor(Math.random() * 1000)}`,
  semester: '4',
  phone: '9876500000',
  ...overrides,
});

describe('GET /api/me/profile', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.client().get('/api/me/profile');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(MSG.loginFirst);
  });

  it("answers a student's profile and an organizer's group, only their role's part", async () => {
    const student = t.client();
    const { input } = await signUpStudent(student);
    expect((await student.get('/api/me/profile')).body).toEqual({
      role: 'student',
      email: input.email.toLowerCase(),
      complete: true,
      cancellable: false,
      student: { name: input.name, usn: input.usn, semester: input.semester, phone: input.phone },
      organizer: null,
    });
    const organizer = t.client();
    const group = await signUpOrganizer(organizer, { phone: undefined });
    expect((await organizer.get('/api/me/profile')).body).toMatchObject({
      role: 'organizer',
      complete: true,
      student: null,
      organizer: { name: group.input.name, field: group.input.field, phone: '' },
    });
  });
});

describe('PUT /api/me/profile', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.client().put('/api/me/profile', studentForm());
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(MSG.loginFirst);
  });

  it('updates a student: name, USN, semester, phone, and the account name', async () => {
    const client = t.client();
    const { user } = await signUpStudent(client);
    const form = studentForm({ name: '  Asha R.  ', semester: 5, phone: 9123456789 });
    const res = await client.put('/api/me/profile', form);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, name: 'Asha R.', usn: form.usn, profileComplete: true });
    const row = await t.ctx.db.selectFrom('students').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ usn: form.usn, semester: '5', phone: '9123456789' });
  });

  for (const field of ['name', 'usn', 'semester', 'phone'] as const) {
    it(`answers 400 'Please fill all fields' for a student without ${field}, and changes nothing`, async () => {
      const client = t.client();
      const { input, user } = await signUpStudent(client);
      const form: Record<string, unknown> = studentForm();
      delete form[field];
      const res = await client.put('/api/me/profile', form);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'INVALID_INPUT', message: MSG.fillAllFields });
      expect(res.body.error.fields[field]).toBe(MSG.fillAllFields);
      const row = await t.ctx.db.selectFrom('students').select('usn').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.usn).toBe(input.usn);
    });
  }

  // One rule per field, the same as sign-up and the registration forms.
  it("answers 400 with the field's message for semester \"twelve\", 0 or 9, phone \"12\" and USN \"abc\", and changes nothing", async () => {
    const client = t.client();
    const { input, user } = await signUpStudent(client);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ semester: 'twelve' }, 'semester', MSG.semesterRange],
      [{ semester: 0 }, 'semester', MSG.semesterRange],
      [{ semester: '9' }, 'semester', MSG.semesterRange],
      [{ phone: '12' }, 'phone', MSG.phoneInvalid],
      [{ usn: 'abc' }, 'usn', MSG.usnInvalid],
    ];
    for (const [change, field, message] of cases) {
      const res = await client.put('/api/me/profile', studentForm(change));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'INVALID_INPUT', message, fields: { [field]: message } });
    }
    const row = await t.ctx.db.selectFrom('students').select(['usn', 'semester', 'phone']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ usn: input.usn, semester: input.semester, phone: input.phone });
  });

  it('shows stored values the rules now refuse, and saves them corrected', async () => {
    const client = t.client();
    const { input, user } = await signUpStudent(client);
    // Saved when sign-up still took any text.
    await t.ctx.db.updateTable('students').set({ semester: 'twelve', phone: '12' }).where('user_id', '=', user.id).execute();
    const before = await client.get('/api/me/profile');
    expect(before.status).toBe(200);
    expect(before.body.student).toEqual({ name: input.name, usn: input.usn, semester: 'twelve', phone: '12' });
    expect((await client.put('/api/me/profile', { ...before.body.student })).body.error.fields).toEqual({ semester: MSG.semesterRange, phone: MSG.phoneInvalid });
    const saved = await client.put('/api/me/profile', { ...before.body.student, semester: '6', phone: '98765 43210' });
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ semester: '6', phone: '98765 43210', profileComplete: true });
  });

  it('answers 409 for a USN of another student, whatever its case, and changes nothing', async () => {
    const other = await signUpStudent(t.client());
    const client = t.client();
    const { input, user } = await signUpStudent(client);
    const res = await client.put('/api/me/profile', studentForm({ name: 'Changed', usn: other.input.usn.toLowerCase() }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'USN_IN_USE', message: MSG.usnInUse });
    const me = await t.ctx.db.selectFrom('users').select('name').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(me.name).toBe(input.name);
  });

  it("keeps a student's own USN, in another letter case", async () => {
    const client = t.client();
    const { input } = await signUpStudent(client);
    const res = await client.put('/api/me/profile', studentForm({ usn: input.usn.toLowerCase() }));
    expect(res.status).toBe(200);
  });

  it('updates an organizer: name, field and an optional phone', async () => {
    const client = t.client();
    const { user } = await signUpOrganizer(client);
    const res = await client.put('/api/me/profile', { name: 'Robotics Society', field: 'Robots, drones and more', phone: '' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, name: 'Robotics Society', organizerId: user.id, profileComplete: true });
    const group = await t.ctx.db.selectFrom('organizers').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(group).toMatchObject({ name: 'Robotics Society', field: 'Robots, drones and more', phone: null });
  });

  it("takes an organizer's phone only as a phone number", async () => {
    const client = t.client();
    const { user } = await signUpOrganizer(client);
    const res = await client.put('/api/me/profile', { name: 'Drama Club', field: 'Theatre', phone: '12' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message: MSG.phoneInvalid, fields: { phone: MSG.phoneInvalid } });
    expect((await client.put('/api/me/profile', { name: 'Drama Club', field: 'Theatre', phone: ' +91 80 2345 6789 ' })).status).toBe(200);
    const group = await t.ctx.db.selectFrom('organizers').select('phone').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(group.phone).toBe('+91 80 2345 6789');
  });

  for (const missing of ['name', 'field'] as const) {
    it(`answers 400 'Organization name and field are required' for an organizer without ${missing}`, async () => {
      const client = t.client();
      await signUpOrganizer(client);
      const form: Record<string, unknown> = { name: 'Drama Club', field: 'Theatre', phone: '080 1234' };
      form[missing] = '   ';
      const res = await client.put('/api/me/profile', form);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MSG.orgNameAndFieldRequired);
    });
  }

  it('answers 400 for wrong types, a non-object body and malformed JSON, never 500', async () => {
    const client = t.client();
    await signUpStudent(client);
    expect((await client.put('/api/me/profile', studentForm({ name: { first: 'A' } }))).status).toBe(400);
    const list = await client.put('/api/me/profile', [1, 2]);
    expect(list.status).toBe(400);
    expect(list.body.error.message).toBe(MSG.fillAllFields);
    expect((await client.put('/api/me/profile', '{"name":', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await client.put('/api/me/profile')).status).toBe(400);
  });

  it('ignores fields of the other role and unknown fields', async () => {
    const client = t.client();
    const { user } = await signUpOrganizer(client);
    const res = await client.put('/api/me/profile', { name: 'Film Club', field: 'Films', usn: 'X1', role: 'student' });
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('organizer');
    expect(await t.ctx.db.selectFrom('students').select('user_id').where('user_id', '=', user.id).executeTakeFirst()).toBeUndefined();
  });

  it("is the only way to change a name: Better Auth's /update-user is closed", async () => {
    const client = t.client();
    const { input } = await signUpOrganizer(client);
    expect((await client.post('/api/auth/update-user', { name: 'Renamed' })).status).toBe(404);
    expect((await client.get('/api/me')).body.user.name).toBe(input.name);
  });

  it('refuses a request from another origin', async () => {
    const client = t.client();
    await signUpStudent(client);
    const res = await client.put('/api/me/profile', studentForm(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});
