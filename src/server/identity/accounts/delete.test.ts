import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { attendingStudent, soonEvent } from '../../../../test/support/attendance.ts';
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
    // Said in the reader's language, not stored: the row holds no name at all.
    const inHindi = (await organizer.get(`/api/events/${past.id}/feedback`, { 'accept-language': 'hi' })).body;
    expect(inHindi.entries).toMatchObject([{ rating: 4, name: 'एक पूर्व पार्टिसिपेंट' }]);
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

  it("keeps a begun event's registrations as a former participant's: counts, check-ins and insights equal, nothing personal left; an upcoming seat is freed", async () => {
    const club = t.client();
    const { user: clubUser } = await signUpOrganizer(club);
    const held = await soonEvent(club, { name: 'Robot Sumo', capacity: 3 });
    const upcoming = await createEventAs(club, { name: 'Sold Out Talk', capacity: 1 });
    const leaver = await attendingStudent(t.ctx, club, t.client(), held.id);
    const stayer = await attendingStudent(t.ctx, club, t.client(), held.id);
    await registerAs(leaver.client, leaver.signedUp, upcoming.id);
    const waiting = await registerAs(stayer.client, stayer.signedUp, upcoming.id);
    expect(waiting.status).toBe('waitlisted');
    // What only its student and the club knew: a phone, answers, sealed answers, a reminder decided for it.
    await t.ctx.db.updateTable('registrations').set({ contact_no: '9811122233', answers: '{"q1":"Veg"}', sensitive_answers: 'v1.k.n.t.c' }).where('id', '=', leaver.registrationId).execute();
    await t.ctx.db.insertInto('reminders_sent').values({ registration_id: leaver.registrationId, kind: 'hour', created_at: new Date().toISOString() }).execute();
    // The event has begun: its registrations stay with it.
    await t.ctx.db.updateTable('events').set({ starts_at: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', held.id).execute();
    const before = await t.ctx.db.selectFrom('registrations').selectAll().where('id', '=', leaver.registrationId).executeTakeFirstOrThrow();

    const summary = (await leaver.client.get('/api/me/deletion')).body;
    expect(summary.deleted).toEqual(expect.arrayContaining([{ what: expect.stringMatching(/^Registrations for upcoming events/), count: 1 }]));
    expect(summary.kept).toEqual(expect.arrayContaining([expect.objectContaining({ what: expect.stringMatching(/^Registrations for events that have begun/), count: 1 })]));
    expect(summary.pseudonym).toMatch(/^Deleted account [0-9a-f]{12}$/);
    // In the reader's language, the code as the log keeps it.
    const inHindi = (await leaver.client.get('/api/me/deletion', { 'accept-language': 'hi' })).body;
    const code = summary.pseudonym.slice('Deleted account '.length);
    expect(inHindi.pseudonym).toBe(translatorFor('hi')('mail:people.deletedAccountCode', { code }));
    expect(inHindi.pseudonym).not.toMatch(/Deleted account/);
    const figures = async () => ({
      event: (await t.client().get(`/api/events/${held.id}`)).body.registrations,
      // The begun event's (the upcoming one's change: its waitlist moved up).
      insights: (await club.get(`/api/organizers/${clubUser.id}/insights`)).body.events.find((e: { eventId: string }) => e.eventId === held.id),
      checkedIn: (await club.get(`/api/events/${held.id}/registrations`)).body.registrations.filter((r: { checkedInAt: string | null }) => r.checkedInAt).length,
    });
    const figuresBefore = await figures();
    expect(figuresBefore).toMatchObject({ event: 2, checkedIn: 2 });

    expect((await leaver.client.delete('/api/me')).status).toBe(204);

    expect(await figures()).toEqual(figuresBefore);
    const rows = await t.ctx.db.selectFrom('registrations').selectAll().where('event_id', '=', held.id).where('student_id', 'is', null).execute();
    expect(rows).toHaveLength(1);
    const kept = rows[0]!;
    expect(kept).toMatchObject({
      student_id: null, name: '', usn: '', email: '', semester: '', contact_no: null, answers: '{}', sensitive_answers: null,
      status: 'registered', event_id: held.id,
    });
    expect(kept.id).not.toBe(before.id);
    expect(kept.id).not.toContain(leaver.signedUp.input.usn);
    expect(kept.ticket_code).not.toBe(before.ticket_code);
    expect(new Date(kept.checked_in_at!).getTime()).toBe(new Date(before.checked_in_at!).getTime());
    expect(new Date(kept.created_at).getTime()).toBe(new Date(before.created_at).getTime());
    expect(await t.ctx.db.selectFrom('reminders_sent').select('registration_id').where('registration_id', '=', before.id).execute()).toEqual([]);
    expect((await club.get(`/api/registrations/${before.id}`)).status).toBe(404);

    // The club's list and CSV name a former participant, with no way to reach or tell who it was.
    const list = (await club.get(`/api/events/${held.id}/registrations`)).body.registrations;
    expect(list.find((r: { id: string }) => r.id === kept.id)).toMatchObject({ name: 'A former participant', usn: '', email: '', answers: {} });
    const csv = await club.get(`/api/events/${held.id}/registrations.csv`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('A former participant');
    for (const personal of [leaver.signedUp.input.name, leaver.signedUp.input.usn, leaver.signedUp.input.email, '9811122233', 'Veg']) {
      expect(csv.text).not.toContain(personal);
      expect(JSON.stringify(list)).not.toContain(personal);
    }
    expect(csv.text).toContain(stayer.signedUp.input.email);
    const people = (await club.get(`/api/organizers/${clubUser.id}/registrations?eventId=${held.id}`)).body.registrations;
    expect(people.find((r: { id: string }) => r.id === kept.id)).toMatchObject({ name: 'A former participant', usn: '', email: '', contactNo: null });
    const door = (await club.get(`/api/events/${held.id}/door-list`)).body.entries;
    expect(door.find((r: { registrationId: string }) => r.registrationId === kept.id)).toMatchObject({ name: 'A former participant', usn: '' });
    // In the viewer's language wherever it is shown: the lists, the CSV, the door's list and scans.
    const kn = { 'accept-language': 'kn' };
    const former = 'ಒಬ್ಬ ಮಾಜಿ ಪಾರ್ಟಿಸಿಪೆಂಟ್';
    const inKannada = (await club.get(`/api/events/${held.id}/registrations`, kn)).body.registrations;
    expect(inKannada.find((r: { id: string }) => r.id === kept.id)).toMatchObject({ name: former });
    expect(inKannada.find((r: { id: string }) => r.id !== kept.id).name).toBe(stayer.signedUp.input.name);
    expect((await club.get(`/api/organizers/${clubUser.id}/registrations?eventId=${held.id}`, kn)).body.registrations.find((r: { id: string }) => r.id === kept.id).name).toBe(former);
    expect((await club.get(`/api/events/${held.id}/door-list`, kn)).body.entries.find((r: { registrationId: string }) => r.registrationId === kept.id).name).toBe(former);
    const csvInKannada = await club.get(`/api/events/${held.id}/registrations.csv`, kn);
    expect(csvInKannada.text).toContain(former);
    expect(csvInKannada.text).not.toContain('A former participant');
    const scan = await club.post(`/api/events/${held.id}/check-ins`, { scans: [{ registrationId: kept.id, at: new Date().toISOString() }] }, { 'accept-language': 'hi' });
    expect(scan.body.results[0]).toMatchObject({ registrationId: kept.id, name: 'एक पूर्व पार्टिसिपेंट' });

    // The club may still remove the row, as any other of its event; the log names a former participant.
    expect((await club.delete(`/api/registrations/${kept.id}`)).status).toBe(204);
    expect((await t.client().get(`/api/events/${held.id}`)).body.registrations).toBe(1);
    const removal = await t.ctx.db.selectFrom('audit_entries').select('changes').where('action', '=', 'registration.removed').where('event_id', '=', held.id).executeTakeFirstOrThrow();
    expect(JSON.parse(removal.changes!)).toMatchObject({ registrationId: kept.id, name: 'A former participant', usn: '' });

    // The upcoming event's seat went to the waitlist, as before.
    expect((await t.client().get(`/api/events/${upcoming.id}`)).body).toMatchObject({ registrations: 1, waitlisted: 0 });
    expect((await stayer.client.get(`/api/registrations/${waiting.id}`)).body.status).toBe('registered');
    expect(await t.ctx.db.selectFrom('registrations').select('id').where('event_id', '=', upcoming.id).execute()).toEqual([{ id: waiting.id }]);
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
