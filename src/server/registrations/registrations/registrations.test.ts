import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { dateFromToday, whenFromNow } from '../../../../test/support/factories.ts';
import { signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs, registrationBody } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { StudentSignup } from '../../../domain/schemas/account.ts';

let t: TestApp;
let organizer: HttpClient;
let otherOrganizer: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  organizer = t.client();
  await signUpOrganizer(organizer, { name: 'Robotics Club' });
  otherOrganizer = t.client();
  await signUpOrganizer(otherOrganizer);
});
afterAll(async () => t?.close());

async function newStudent(): Promise<[HttpClient, SignedUp<StudentSignup>]> {
  const client = t.client();
  return [client, await signUpStudent(client)];
}

async function counts(eventId: string) {
  const event = (await t.client().get(`/api/events/${eventId}`)).body;
  const rows = await t.ctx.db.selectFrom('registrations').select(['status']).where('event_id', '=', eventId).execute();
  return {
    registrations: event.registrations,
    waitlisted: event.waitlisted,
    rowsRegistered: rows.filter((r) => r.status === 'registered').length,
    rowsWaitlisted: rows.filter((r) => r.status === 'waitlisted').length,
  };
}

describe('POST /api/events/:id/registrations', () => {
  it("registers a student: 201, id = event id + '_' + USN, the count goes up", async () => {
    const event = await createEventAs(organizer);
    const [client, student] = await newStudent();
    const res = await client.post(`/api/events/${event.id}/registrations`, registrationBody(student));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: `${event.id}_${student.input.usn}`,
      eventId: event.id,
      name: student.input.name,
      usn: student.input.usn,
      email: student.input.email,
      status: 'registered',
      checkedInAt: null,
      ticketCode: expect.any(String),
    });
    expect(await counts(event.id)).toEqual({ registrations: 1, waitlisted: 0, rowsRegistered: 1, rowsWaitlisted: 0 });
    const mine = (await client.get(`/api/events/${event.id}`)).body.viewer;
    expect(mine).toEqual({ registrationId: res.body.id, waitlisted: false, feedbackGiven: false, status: 'registered', offerExpiresAt: null });
  });

  it("answers 409 'You are already registered for this event.' the second time", async () => {
    const event = await createEventAs(organizer);
    const [client, student] = await newStudent();
    await registerAs(client, student, event.id);
    const res = await client.post(`/api/events/${event.id}/registrations`, registrationBody(student));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'ALREADY_REGISTERED', message: MSG.alreadyRegistered });
    expect((await counts(event.id)).registrations).toBe(1);
  });

  it('answers 401 to nobody and 403 to organizers', async () => {
    const event = await createEventAs(organizer);
    const [, student] = await newStudent();
    expect((await t.client().post(`/api/events/${event.id}/registrations`, registrationBody(student))).status).toBe(401);
    const res = await organizer.post(`/api/events/${event.id}/registrations`, registrationBody(student));
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(MSG.onlyStudentsRegister);
  });

  for (const field of ['name', 'usn', 'email', 'semester'] as const) {
    it(`answers 400 'Please fill all fields' without ${field}`, async () => {
      const event = await createEventAs(organizer);
      const [client, student] = await newStudent();
      const res = await client.post(`/api/events/${event.id}/registrations`, registrationBody(student, { [field]: '' }));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MSG.fillAllFields);
      expect((await counts(event.id)).rowsRegistered).toBe(0);
    });
  }

  // The registration form has the sign-up's and the edit form's rules.
  it("answers 400 'Semester must be a number from 1 to 8' for semester \"twelve\", 0 or 9, and 'Enter your USN …' for \"abc\"", async () => {
    const event = await createEventAs(organizer);
    const [client, student] = await newStudent();
    for (const semester of ['twelve', 0, 9]) {
      const res = await client.post(`/api/events/${event.id}/registrations`, registrationBody(student, { semester }));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message: MSG.semesterRange, fields: { semester: MSG.semesterRange } });
    }
    const usn = await client.post(`/api/events/${event.id}/registrations`, registrationBody(student, { usn: 'abc' }));
    expect(usn.status).toBe(400);
    expect(usn.body.error).toMatchObject({ message: MSG.usnInvalid, fields: { usn: MSG.usnInvalid } });
    expect((await counts(event.id)).rowsRegistered).toBe(0);
    const good = await client.post(`/api/events/${event.id}/registrations`, registrationBody(student, { semester: 8 }));
    expect(good.status).toBe(201);
    expect(good.body.semester).toBe('8');
  });

  it("answers 404 'Event not found' and 400 'Registration closed for past events.'", async () => {
    const [client, student] = await newStudent();
    const missing = await client.post('/api/events/nope/registrations', registrationBody(student));
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(MSG.eventNotFound);
    const past = await createEventAs(organizer, { date: dateFromToday(-1) });
    const closed = await client.post(`/api/events/${past.id}/registrations`, registrationBody(student));
    expect(closed.status).toBe(400);
    expect(closed.body.error.message).toBe(MSG.registrationClosed);
  });

  it("refuses someone else's USN or e-mail: a registration is the student's own", async () => {
    const event = await createEventAs(organizer);
    const [client, student] = await newStudent();
    const [, other] = await newStudent();
    const usn = await client.post(`/api/events/${event.id}/registrations`, registrationBody(student, { usn: other.input.usn }));
    expect(usn.status).toBe(400);
    expect(usn.body.error.message).toBe(MSG.usnMismatch);
    const email = await client.post(`/api/events/${event.id}/registrations`, registrationBody(student, { email: other.input.email }));
    expect(email.status).toBe(400);
    expect(email.body.error.message).toBe(MSG.emailCannotChange);
  });

  it('waitlists past the capacity and shows it to the student and the organizer', async () => {
    const event = await createEventAs(organizer, { capacity: 1 });
    const [a, sa] = await newStudent();
    const [b, sb] = await newStudent();
    expect((await registerAs(a, sa, event.id)).status).toBe('registered');
    const second = await registerAs(b, sb, event.id);
    expect(second.status).toBe('waitlisted');
    expect((await b.get(`/api/events/${event.id}`)).body.viewer.waitlisted).toBe(true);
    const list = (await organizer.get(`/api/events/${event.id}/registrations`)).body.registrations;
    expect(list.map((r: { status: string }) => r.status)).toEqual(['registered', 'waitlisted']);
    expect(await counts(event.id)).toEqual({ registrations: 1, waitlisted: 1, rowsRegistered: 1, rowsWaitlisted: 1 });
  });
});

describe('DELETE /api/registrations/:id and the waitlist', () => {
  it('cancels (student), lowers the count and promotes the earliest waitlisted student', async () => {
    const event = await createEventAs(organizer, { capacity: 1 });
    const [a, sa] = await newStudent();
    const [b, sb] = await newStudent();
    const [c, sc] = await newStudent();
    const first = await registerAs(a, sa, event.id);
    const second = await registerAs(b, sb, event.id);
    await registerAs(c, sc, event.id);
    expect((await a.delete(`/api/registrations/${first.id}`)).status).toBe(204);
    expect((await b.get(`/api/registrations/${second.id}`)).body.status).toBe('registered');
    expect(await counts(event.id)).toEqual({ registrations: 1, waitlisted: 1, rowsRegistered: 1, rowsWaitlisted: 1 });
  });

  it('lets the organizer remove a registration; to others it does not exist (404)', async () => {
    const event = await createEventAs(organizer);
    const [a, sa] = await newStudent();
    const [b] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    expect((await t.client().delete(`/api/registrations/${reg.id}`)).status).toBe(401);
    expect((await b.delete(`/api/registrations/${reg.id}`)).status).toBe(404);
    expect((await otherOrganizer.delete(`/api/registrations/${reg.id}`)).status).toBe(404);
    expect((await organizer.delete('/api/registrations/unknown')).status).toBe(404);
    expect((await organizer.delete(`/api/registrations/${reg.id}`)).status).toBe(204);
    expect(await counts(event.id)).toEqual({ registrations: 0, waitlisted: 0, rowsRegistered: 0, rowsWaitlisted: 0 });
  });

  it('does not let a student cancel after the event started', async () => {
    const event = await createEventAs(organizer);
    const [a, sa] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    await organizer.patch(`/api/events/${event.id}`, { date: dateFromToday(-1) });
    const res = await a.delete(`/api/registrations/${reg.id}`);
    expect(res.status).toBe(400);
  });

  it('promotes from the waitlist when the organizer raises the capacity', async () => {
    const event = await createEventAs(organizer, { capacity: 1 });
    const students = await Promise.all([newStudent(), newStudent(), newStudent()]);
    for (const [client, s] of students) await registerAs(client, s, event.id);
    expect(await counts(event.id)).toMatchObject({ registrations: 1, waitlisted: 2 });
    await organizer.patch(`/api/events/${event.id}`, { capacity: 2 });
    expect(await counts(event.id)).toEqual({ registrations: 2, waitlisted: 1, rowsRegistered: 2, rowsWaitlisted: 1 });
    await organizer.patch(`/api/events/${event.id}`, { capacity: 0 });
    expect(await counts(event.id)).toEqual({ registrations: 3, waitlisted: 0, rowsRegistered: 3, rowsWaitlisted: 0 });
  });
});

describe('PATCH /api/registrations/:id', () => {
  it('lets its student change name, semester and contact number', async () => {
    const event = await createEventAs(organizer);
    const [a, sa] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    const res = await a.patch(`/api/registrations/${reg.id}`, { name: 'New Name', usn: sa.input.usn, semester: '6', contactNo: '9000000001', email: sa.input.email });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'New Name', semester: '6', contactNo: '9000000001', email: sa.input.email });
  });

  it("answers 400 'Email cannot be changed', semester outside 1–8, missing fields", async () => {
    const event = await createEventAs(organizer);
    const [a, sa] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    const base = { name: 'X', usn: sa.input.usn, semester: 3, contactNo: '9876543210' };
    const email = await a.patch(`/api/registrations/${reg.id}`, { ...base, email: 'other@example.edu' });
    expect(email.status).toBe(400);
    expect(email.body.error.message).toBe(MSG.emailCannotChange);
    for (const semester of [0, 9, 'abc', 2.5]) {
      const bad = await a.patch(`/api/registrations/${reg.id}`, { ...base, semester });
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBe(MSG.semesterRange);
    }
    const missing = await a.patch(`/api/registrations/${reg.id}`, { ...base, contactNo: '' });
    expect(missing.body.error.message).toBe(MSG.fillAllFields);
  });

  it("answers 400 with the field's message for semester \"twelve\", contact number \"12\" and USN \"abc\"", async () => {
    const event = await createEventAs(organizer);
    const [a, sa] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    const base = { name: 'X', usn: sa.input.usn, semester: 3, contactNo: '9876543210' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ semester: 'twelve' }, 'semester', MSG.semesterRange],
      [{ contactNo: '12' }, 'contactNo', MSG.phoneInvalid],
      [{ contactNo: 'none' }, 'contactNo', MSG.phoneInvalid],
      [{ usn: 'abc' }, 'usn', MSG.usnInvalid],
    ];
    for (const [change, field, message] of cases) {
      const res = await a.patch(`/api/registrations/${reg.id}`, { ...base, ...change });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ message, fields: { [field]: message } });
    }
    // Another student's USN is a USN, but not this registration's.
    const [, other] = await newStudent();
    expect((await a.patch(`/api/registrations/${reg.id}`, { ...base, usn: other.input.usn })).body.error.message).toBe(MSG.usnMismatch);
    expect((await a.get(`/api/registrations/${reg.id}`)).body).toMatchObject({ name: sa.input.name, semester: sa.input.semester, contactNo: null });
  });

  it('shows stored values the rules now refuse, and saves them corrected', async () => {
    const event = await createEventAs(organizer);
    const [a, sa] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    // Saved when sign-up and registration took any semester; the USN predates a stricter campus pattern.
    await t.ctx.db.updateTable('registrations').set({ semester: 'twelve', contact_no: '12', usn: 'legacy' }).where('id', '=', reg.id).execute();
    const stored = await a.get(`/api/registrations/${reg.id}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ semester: 'twelve', contactNo: '12', usn: 'legacy' });
    const form = { name: stored.body.name, usn: stored.body.usn, semester: stored.body.semester, contactNo: stored.body.contactNo, email: sa.input.email };
    const asStored = await a.patch(`/api/registrations/${reg.id}`, form);
    expect(asStored.status).toBe(400);
    expect(asStored.body.error.fields).toEqual({ semester: MSG.semesterRange, contactNo: MSG.phoneInvalid });
    // Its own USN passes as stored (it cannot change here); the values refused are corrected.
    const corrected = await a.patch(`/api/registrations/${reg.id}`, { ...form, usn: 'LEGACY', semester: '4', contactNo: '+91 98765 43210' });
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ usn: 'LEGACY', semester: '4', contactNo: '+91 98765 43210' });
    expect((await a.patch(`/api/registrations/${reg.id}`, { ...form, usn: 'legacz', semester: 4, contactNo: '9876543210' })).body.error.message).toBe(MSG.usnInvalid);
  });

  it('keeps the fields left out, and judges who may edit before the body', async () => {
    const event = await createEventAs(organizer);
    const [a, sa] = await newStudent();
    const [b] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    const partial = await a.patch(`/api/registrations/${reg.id}`, { semester: 7 });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ semester: '7', name: sa.input.name, usn: sa.input.usn });
    const emailOnly = await a.patch(`/api/registrations/${reg.id}`, { email: 'new@example.edu' });
    expect(emailOnly.status).toBe(400);
    expect(emailOnly.body.error.message).toBe(MSG.emailCannotChange);
    const stranger = await b.patch(`/api/registrations/${reg.id}`, { semester: 99 });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe(MSG.registrationNotFound);
    const badSemesterOnly = await a.patch(`/api/registrations/${reg.id}`, { semester: 9 });
    expect(badSemesterOnly.body.error.message).toBe(MSG.semesterRange);
  });

  it("answers 403 'You are not authorized to edit this registration' to the event's organizer, 404 to strangers", async () => {
    const event = await createEventAs(organizer);
    const [a, sa] = await newStudent();
    const [b] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    const body = { name: 'X', usn: sa.input.usn, semester: 3, contactNo: '9876543210' };
    const byOrganizer = await organizer.patch(`/api/registrations/${reg.id}`, body);
    expect(byOrganizer.status).toBe(403);
    expect(byOrganizer.body.error.message).toBe(MSG.notAuthorizedToEditRegistration);
    const byStranger = await b.patch(`/api/registrations/${reg.id}`, body);
    expect(byStranger.status).toBe(404);
    expect(byStranger.body.error.message).toBe(MSG.registrationNotFound);
    expect((await t.client().patch(`/api/registrations/${reg.id}`, body)).status).toBe(401);
    const missing = await a.patch('/api/registrations/nope', body);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(MSG.registrationNotFound);
  });
});

describe('reading registrations', () => {
  it("shows an event's registrants to its organizer only, searchable", async () => {
    const event = await createEventAs(organizer);
    const [a, sa] = await newStudent();
    const [b, sb] = await newStudent();
    await registerAs(a, sa, event.id);
    await registerAs(b, sb, event.id);
    const all = await organizer.get(`/api/events/${event.id}/registrations`);
    expect(all.body.registrations).toHaveLength(2);
    expect(all.body.registrations[0]).not.toHaveProperty('ticketCode');
    const found = await organizer.get(`/api/events/${event.id}/registrations?q=${encodeURIComponent(sb.input.usn.toLowerCase())}`);
    expect(found.body.registrations.map((r: { usn: string }) => r.usn)).toEqual([sb.input.usn]);
    expect((await a.get(`/api/events/${event.id}/registrations`)).status).toBe(403);
    expect((await otherOrganizer.get(`/api/events/${event.id}/registrations`)).status).toBe(403);
    expect((await t.client().get(`/api/events/${event.id}/registrations`)).status).toBe(401);
  });

  it('exports CSV for the organizer, with formulas neutralized', async () => {
    const event = await createEventAs(organizer, { name: 'CSV Export Night' });
    const evil = t.client();
    const evilStudent = await signUpStudent(evil, { name: '=HYPERLINK("http://x")' });
    await registerAs(evil, evilStudent, event.id);
    const res = await organizer.get(`/api/events/${event.id}/registrations.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('csv-export-night-registrations.csv');
    expect(res.text).toContain('Name,USN,Email,Semester');
    expect(res.text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect((await evil.get(`/api/events/${event.id}/registrations.csv`)).status).toBe(403);
  });

  it('GET /api/me/registrations splits upcoming and past by the start instant', async () => {
    const upcoming = await createEventAs(organizer, { date: dateFromToday(2) });
    const later = await createEventAs(organizer, { date: dateFromToday(1) });
    const [a, sa] = await newStudent();
    await registerAs(a, sa, upcoming.id);
    const second = await registerAs(a, sa, later.id);
    await organizer.patch(`/api/events/${later.id}`, { date: dateFromToday(-2) });
    const res = await a.get('/api/me/registrations');
    expect(res.status).toBe(200);
    expect(res.body.upcoming.map((r: { eventId: string }) => r.eventId)).toEqual([upcoming.id]);
    expect(res.body.past.map((r: { id: string }) => r.id)).toEqual([second.id]);
    expect(res.body.past[0].event).toMatchObject({ id: later.id, status: 'past', viewer: { registrationId: second.id } });
    expect((await organizer.get('/api/me/registrations')).status).toBe(403);
  });

  it('GET /api/me/registrations carries the rating the student gave each event, null before they gave one', async () => {
    const rated = await createEventAs(organizer, { date: dateFromToday(1) });
    const unrated = await createEventAs(organizer, { date: dateFromToday(1) });
    const [a, sa] = await newStudent();
    const [b, sb] = await newStudent();
    await registerAs(b, sb, rated.id);
    for (const event of [rated, unrated]) {
      await registerAs(a, sa, event.id);
      await organizer.patch(`/api/events/${event.id}`, { date: dateFromToday(-1) });
    }
    expect((await a.post(`/api/events/${rated.id}/feedback`, { rating: 4, comments: 'Good night' })).status).toBe(201);
    expect((await b.post(`/api/events/${rated.id}/feedback`, { rating: 2, comments: 'Too loud' })).status).toBe(201);
    const past = (await a.get('/api/me/registrations')).body.past as { eventId: string; feedbackRating: number | null }[];
    expect(Object.fromEntries(past.map((r) => [r.eventId, r.feedbackRating]))).toEqual({ [rated.id]: 4, [unrated.id]: null });
    const others = (await b.get('/api/me/registrations')).body.past as { eventId: string; feedbackRating: number | null }[];
    expect(others.map((r) => r.feedbackRating)).toEqual([2]);
  });

  it('lets its student and the organizer read one registration; nobody else', async () => {
    const event = await createEventAs(organizer);
    const [a, sa] = await newStudent();
    const [b] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    expect((await a.get(`/api/registrations/${reg.id}`)).body.ticketCode).toBe(reg.ticketCode);
    const asOrganizer = await organizer.get(`/api/registrations/${reg.id}`);
    expect(asOrganizer.status).toBe(200);
    expect(asOrganizer.body).not.toHaveProperty('ticketCode');
    expect((await b.get(`/api/registrations/${reg.id}`)).status).toBe(404);
    expect((await otherOrganizer.get(`/api/registrations/${reg.id}`)).status).toBe(404);
  });

  it('is no oracle: a stranger gets the same 404 whether or not a registration exists', async () => {
    const event = await createEventAs(organizer);
    const [a, sa] = await newStudent();
    const [b] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    const madeUp = `${event.id}_1XX99ZZ999`;
    for (const stranger of [b, otherOrganizer]) {
      for (const id of [reg.id, madeUp]) {
        for (const res of [
          await stranger.get(`/api/registrations/${id}`),
          await stranger.get(`/api/registrations/${id}/ticket.svg`),
          await stranger.patch(`/api/registrations/${id}`, { semester: 3 }),
          await stranger.delete(`/api/registrations/${id}`),
        ]) {
          expect(res.status).toBe(404);
          expect(res.body.error).toEqual({ code: 'REGISTRATION_NOT_FOUND', message: MSG.registrationNotFound });
        }
      }
    }
    expect((await otherOrganizer.post(`/api/registrations/${reg.id}/check-in`, {})).status).toBe(404);
    expect((await a.get(`/api/registrations/${reg.id}`)).status).toBe(200);
  });

  it('the QR ticket is never kept by the browser’s own cache, which the next person on the device would be served', async () => {
    const event = await createEventAs(organizer);
    const [a, sa] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    const ticket = await a.get(`/api/registrations/${reg.id}/ticket.svg`);
    expect(ticket.status).toBe(200);
    expect(ticket.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('check-in', () => {
  // Check-in opens CHECK_IN_OPENS_HOURS (12 by default) before the start: these events start in two hours.
  const soon = () => whenFromNow(120);

  it('checks a student in once; the second time says so (409)', async () => {
    const event = await createEventAs(organizer, soon());
    const [a, sa] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    const first = await organizer.post(`/api/registrations/${reg.id}/check-in`, {});
    expect(first.status).toBe(200);
    expect(first.body.checkedInAt).toEqual(expect.any(String));
    const again = await organizer.post(`/api/registrations/${reg.id}/check-in`, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'ALREADY_CHECKED_IN', message: MSG.alreadyCheckedIn, fields: { checkedInAt: first.body.checkedInAt } });
  });

  it('checks in by the scanned ticket code of this event only', async () => {
    const event = await createEventAs(organizer, soon());
    const otherEvent = await createEventAs(organizer, soon());
    const [a, sa] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    expect((await organizer.post(`/api/events/${otherEvent.id}/check-in`, { code: reg.ticketCode })).status).toBe(404);
    const ok = await organizer.post(`/api/events/${event.id}/check-in`, { code: reg.ticketCode });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(reg.id);
    expect((await organizer.post(`/api/events/${event.id}/check-in`, { code: reg.ticketCode })).status).toBe(409);
    expect((await organizer.post(`/api/events/${event.id}/check-in`, { code: '' })).status).toBe(400);
  });

  it('refuses students, other organizers and waitlisted registrations', async () => {
    const event = await createEventAs(organizer, { capacity: 1, ...soon() });
    const [a, sa] = await newStudent();
    const [b, sb] = await newStudent();
    const reg = await registerAs(a, sa, event.id);
    const waiting = await registerAs(b, sb, event.id);
    expect((await a.post(`/api/registrations/${reg.id}/check-in`, {})).status).toBe(403);
    expect((await otherOrganizer.post(`/api/registrations/${reg.id}/check-in`, {})).status).toBe(404);
    const waitlisted = await organizer.post(`/api/registrations/${waiting.id}/check-in`, {});
    expect(waitlisted.status).toBe(409);
    expect(waitlisted.body.error).toMatchObject({ code: 'WAITLISTED', message: MSG.waitlistedCannotCheckIn });
  });
});

describe('the check-in window', () => {
  async function registeredFor(when: { date: string; time: string }) {
    const event = await createEventAs(organizer, when);
    const [a, sa] = await newStudent();
    return { event, reg: await registerAs(a, sa, event.id) };
  }

  it('answers 409 days before the event, on both check-in routes, saying when it opens', async () => {
    const { event, reg } = await registeredFor({ date: dateFromToday(3), time: '10:00' });
    const opensAt = new Date(new Date(event.startsAt).getTime() - 12 * 3_600_000).toISOString();
    for (const res of [
      await organizer.post(`/api/registrations/${reg.id}/check-in`, {}),
      await organizer.post(`/api/events/${event.id}/check-in`, { code: reg.ticketCode }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: 'CHECK_IN_NOT_OPEN', message: MSG.checkInNotOpen, fields: { opensAt } });
    }
    expect((await organizer.get(`/api/registrations/${reg.id}`)).body.checkedInAt).toBeNull();
  });

  it('answers 409 just before the window: an event starting in 13 hours', async () => {
    const { reg } = await registeredFor(whenFromNow(13 * 60 + 5));
    const res = await organizer.post(`/api/registrations/${reg.id}/check-in`, {});
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CHECK_IN_NOT_OPEN');
  });

  it('checks in inside the window: 11 hours ahead, and late, an hour after the start', async () => {
    const early = await registeredFor(whenFromNow(11 * 60));
    expect((await organizer.post(`/api/registrations/${early.reg.id}/check-in`, {})).status).toBe(200);

    const late = await registeredFor(whenFromNow(120));
    // The event started an hour ago (its organizer moved it): a late check-in, for the record.
    expect((await organizer.patch(`/api/events/${late.event.id}`, whenFromNow(-60))).status).toBe(200);
    const res = await organizer.post(`/api/events/${late.event.id}/check-in`, { code: late.reg.ticketCode });
    expect(res.status).toBe(200);
    expect(res.body.checkedInAt).toEqual(expect.any(String));
  });

  it('answers 409 once it closed, 24 hours after the start, saying when', async () => {
    const { event, reg } = await registeredFor(whenFromNow(120));
    const moved = await organizer.patch(`/api/events/${event.id}`, whenFromNow(-25 * 60));
    expect(moved.status).toBe(200);
    const closedAt = new Date(new Date(moved.body.startsAt).getTime() + 24 * 3_600_000).toISOString();
    for (const res of [
      await organizer.post(`/api/registrations/${reg.id}/check-in`, {}),
      await organizer.post(`/api/events/${event.id}/check-in`, { code: reg.ticketCode }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: 'CHECK_IN_CLOSED', message: MSG.checkInClosed, fields: { closedAt } });
    }
  });

  it('still answers 403 and 404 to those who may not check in, whatever the time', async () => {
    const { reg } = await registeredFor({ date: dateFromToday(3), time: '10:00' });
    expect((await otherOrganizer.post(`/api/registrations/${reg.id}/check-in`, {})).status).toBe(404);
    expect((await t.client().post(`/api/registrations/${reg.id}/check-in`, {})).status).toBe(401);
  });
});

describe('CHECK_IN_OPENS_HOURS', () => {
  let campus: TestApp;
  beforeAll(async () => {
    campus = await startTestApp({ CHECK_IN_OPENS_HOURS: '72' });
  });
  afterAll(async () => campus?.close());

  it('opens check-in that many hours before the start, and says so in GET /api/config', async () => {
    expect((await campus.client().get('/api/config')).body.checkInOpensHours).toBe(72);
    expect((await t.client().get('/api/config')).body.checkInOpensHours).toBe(12);
    const club = campus.client();
    await signUpOrganizer(club);
    const inTwoDays = await createEventAs(club, whenFromNow(48 * 60));
    const inFourDays = await createEventAs(club, whenFromNow(96 * 60));
    const student = campus.client();
    const account = await signUpStudent(student);
    const open = await registerAs(student, account, inTwoDays.id);
    const notYet = await registerAs(student, account, inFourDays.id);
    expect((await club.post(`/api/registrations/${open.id}/check-in`, {})).status).toBe(200);
    const early = await club.post(`/api/registrations/${notYet.id}/check-in`, {});
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('CHECK_IN_NOT_OPEN');
  });
});

describe('deleting an event takes its registrations with it', () => {
  it('removes the rows', async () => {
    const event = await createEventAs(organizer);
    const [a, sa] = await newStudent();
    await registerAs(a, sa, event.id);
    expect((await organizer.delete(`/api/events/${event.id}`)).status).toBe(204);
    const rows = await t.ctx.db.selectFrom('registrations').select('id').where('event_id', '=', event.id).execute();
    expect(rows).toHaveLength(0);
  });
});
