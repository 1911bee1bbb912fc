import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { dateFromToday } from '../../../../test/support/factories.ts';

let t: TestApp;
let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: catcher.url });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

describe('DELETE /api/me', () => {
  it('answers 401 to nobody', async () => {
    expect((await t.client().delete('/api/me')).status).toBe(401);
  });

  it("deletes a student: registrations released (counts, waitlist promoted), feedback kept without them, session gone", async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const event = await createEventAs(organizer, { name: 'Tiny Room', capacity: 1 });
    const past = await createEventAs(organizer, { name: 'Past One' });
    const leaving = t.client();
    const leaver = await signUpStudent(leaving);
    const staying = t.client();
    const stayer = await signUpStudent(staying);
    await registerAs(leaving, leaver, event.id);
    await registerAs(leaving, leaver, past.id);
    const waiting = await registerAs(staying, stayer, event.id);
    expect(waiting.status).toBe('waitlisted');
    await t.ctx.db
      .insertInto('feedback')
      .values({ id: 'fb-del-1', event_id: past.id, student_id: leaver.user.id, rating: 4, comments: 'Nice', created_at: new Date().toISOString() })
      .execute();

    // Another tab of the same browser, in use until the deletion (its cookie is not cleared).
    const phone = leaving.clone();
    expect((await phone.get('/api/me/sessions')).status).toBe(200);
    const res = await leaving.delete('/api/me');
    expect(res.status).toBe(204);
    expect((await leaving.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/me/sessions')).status).toBe(401);
    expect((await t.client().post('/api/auth/sign-in/email', { email: leaver.input.email, password: leaver.input.password })).status).toBe(401);

    const after = (await t.client().get(`/api/events/${event.id}`)).body;
    expect(after).toMatchObject({ registrations: 1, waitlisted: 0 });
    expect((await staying.get(`/api/registrations/${waiting.id}`)).body.status).toBe('registered');
    await catcher.waitFor(stayer.input.email, /place opened up/);
    expect((await t.client().get(`/api/events/${past.id}`)).body.registrations).toBe(0);
    // The rating and comment stay for the event's figures, without the person.
    const feedback = (await organizer.get(`/api/events/${past.id}/feedback`)).body;
    expect(feedback).toMatchObject({ average: 4, count: 1, entries: [{ rating: 4, name: 'A former participant' }] });
    expect(await t.ctx.db.selectFrom('feedback').select(['student_id', 'rating']).where('id', '=', 'fb-del-1').execute()).toEqual([{ student_id: null, rating: 4 }]);
    const leftovers = await Promise.all([
      t.ctx.db.selectFrom('registrations').select('id').where('student_id', '=', leaver.user.id).execute(),
      t.ctx.db.selectFrom('feedback').select('id').where('student_id', '=', leaver.user.id).execute(),
      t.ctx.db.selectFrom('students').select('user_id').where('user_id', '=', leaver.user.id).execute(),
      t.ctx.db.selectFrom('sessions').select('id').where('user_id', '=', leaver.user.id).execute(),
    ]);
    expect(leftovers.map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
    // The address can be used again.
    expect((await t.client().post('/api/signup/student', { ...leaver.input })).status).toBe(201);
  });

  it('deletes an organizer with its events; their registrants are told', async () => {
    const organizer = t.client();
    const { user } = await signUpOrganizer(organizer, { name: 'Closing Club' });
    const event = await createEventAs(organizer, { name: 'Last Concert', date: dateFromToday(5) });
    const student = t.client();
    const s = await signUpStudent(student);
    await registerAs(student, s, event.id);

    expect((await organizer.delete('/api/me')).status).toBe(204);
    expect((await t.client().get(`/api/events/${event.id}`)).status).toBe(404);
    expect((await t.client().get(`/api/organizers/${user.id}`)).status).toBe(404);
    const mail = await catcher.waitFor(s.input.email, /Cancelled: Last Concert/);
    expect(mail.text).toContain('Closing Club has cancelled Last Concert');
    expect((await student.get('/api/me/registrations')).body.upcoming).toEqual([]);
  });
});
