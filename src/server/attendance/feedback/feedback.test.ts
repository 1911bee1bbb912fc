import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { ratingMessage } from '../../../domain/schemas/feedback.ts';
import { dateFromToday } from '../../../../test/support/factories.ts';
import { addDays } from '../../../domain/time.ts';
import { organizerInsights } from './insights.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let organizer: HttpClient;
let organizerId: string;
let otherOrganizer: HttpClient;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: 'admin@quad.test' });
  organizer = t.client();
  organizerId = (await signUpOrganizer(organizer)).user.id;
  otherOrganizer = t.client();
  await signUpOrganizer(otherOrganizer);
});
afterAll(async () => t?.close());

/** An event a student registered for, then moved into the past by its organizer. */
async function attendedEvent(name = 'Past Workshop') {
  const event = await createEventAs(organizer, { name });
  const client = t.client();
  const student = await signUpStudent(client);
  await registerAs(client, student, event.id);
  await organizer.patch(`/api/events/${event.id}`, { date: dateFromToday(-1) });
  return { event, client, student };
}

describe('POST /api/events/:id/feedback', () => {
  it('takes a registered student’s feedback after the event: 201', async () => {
    const { event, client } = await attendedEvent();
    const res = await client.post(`/api/events/${event.id}/feedback`, { rating: 4, comments: 'Great hands-on session' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rating: 4, comments: 'Great hands-on session' });
    expect((await client.get(`/api/events/${event.id}`)).body.viewer.feedbackGiven).toBe(true);
    expect((await client.get(`/api/events/${event.id}/feedback/mine`)).body).toMatchObject({ rating: 4 });
  });

  it('answers 409 the second time', async () => {
    const { event, client } = await attendedEvent();
    await client.post(`/api/events/${event.id}/feedback`, { rating: 5, comments: 'Loved it' });
    const again = await client.post(`/api/events/${event.id}/feedback`, { rating: 1, comments: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MSG.feedbackAlreadyGiven);
  });

  it('refuses feedback before the event has started (400)', async () => {
    const event = await createEventAs(organizer);
    const client = t.client();
    const student = await signUpStudent(client);
    await registerAs(client, student, event.id);
    const res = await client.post(`/api/events/${event.id}/feedback`, { rating: 5, comments: 'Early' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.feedbackNotOpen);
  });

  it("answers 403 'You must be registered for this event to provide feedback.' (not registered, or only waitlisted)", async () => {
    const { event } = await attendedEvent();
    const stranger = t.client();
    await signUpStudent(stranger);
    const res = await stranger.post(`/api/events/${event.id}/feedback`, { rating: 3, comments: 'I was not there' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(MSG.mustBeRegisteredForFeedback);

    const full = await createEventAs(organizer, { capacity: 1 });
    const a = t.client();
    const sa = await signUpStudent(a);
    const b = t.client();
    const sb = await signUpStudent(b);
    await registerAs(a, sa, full.id);
    await registerAs(b, sb, full.id);
    await organizer.patch(`/api/events/${full.id}`, { date: dateFromToday(-1) });
    expect((await b.post(`/api/events/${full.id}/feedback`, { rating: 3, comments: 'Waitlisted' })).status).toBe(403);
  });

  it("answers 400 'Please fill out all fields.' and a bad rating", async () => {
    const { event, client } = await attendedEvent();
    for (const body of [{}, { rating: 4 }, { comments: 'No rating' }, { rating: 4, comments: '   ' }]) {
      const res = await client.post(`/api/events/${event.id}/feedback`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MSG.fillOutAllFields);
    }
    for (const rating of [0, 6, 4.5, 'great', '5', true, [5]]) {
      const res = await client.post(`/api/events/${event.id}/feedback`, { rating, comments: 'ok' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(ratingMessage);
    }
    const long = await client.post(`/api/events/${event.id}/feedback`, { rating: 4, comments: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect((await t.ctx.db.selectFrom('feedback').select('id').where('event_id', '=', event.id).execute()).length).toBe(0);
  });

  it('answers 401 to nobody, 403 to an organizer, 404 for an unknown event', async () => {
    const { event, client } = await attendedEvent();
    expect((await t.client().post(`/api/events/${event.id}/feedback`, { rating: 4, comments: 'x' })).status).toBe(401);
    const asOrganizer = await organizer.post(`/api/events/${event.id}/feedback`, { rating: 4, comments: 'x' });
    expect(asOrganizer.status).toBe(403);
    expect((await client.post('/api/events/unknown/feedback', { rating: 4, comments: 'x' })).status).toBe(404);
  });

  it('keeps one entry when the same student sends twice at once', async () => {
    const { event, client } = await attendedEvent();
    const results = await Promise.all([1, 2, 3].map(() => client.post(`/api/events/${event.id}/feedback`, { rating: 4, comments: 'Twice' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('reading feedback', () => {
  it("gives the event's organizer the average (one decimal), count and entries, newest first", async () => {
    const event = await createEventAs(organizer, { name: 'Rated Event' });
    const people = [];
    for (const rating of [5, 4, 4]) {
      const client = t.client();
      const student = await signUpStudent(client);
      await registerAs(client, student, event.id);
      people.push({ client, student, rating });
    }
    await organizer.patch(`/api/events/${event.id}`, { date: dateFromToday(-1) });
    for (const p of people) await p.client.post(`/api/events/${event.id}/feedback`, { rating: p.rating, comments: `Rated ${p.rating}` });

    const res = await organizer.get(`/api/events/${event.id}/feedback`);
    expect(res.status).toBe(200);
    expect(res.body.average).toBe(4.3);
    expect(res.body.count).toBe(3);
    expect(res.body.entries[0]).toMatchObject({ name: people[2]!.student.input.name, email: people[2]!.student.input.email, rating: 4, comments: 'Rated 4' });

    expect((await otherOrganizer.get(`/api/events/${event.id}/feedback`)).status).toBe(403);
    expect((await people[0]!.client.get(`/api/events/${event.id}/feedback`)).status).toBe(403);
    expect((await t.client().get(`/api/events/${event.id}/feedback`)).status).toBe(401);

    const all = await organizer.get(`/api/organizers/${organizerId}/feedback?eventId=${event.id}`);
    expect(all.body).toMatchObject({ average: 4.3, count: 3 });
    expect(all.body.entries[0].event).toEqual({ id: event.id, name: 'Rated Event' });
    expect((await otherOrganizer.get(`/api/organizers/${organizerId}/feedback`)).status).toBe(403);

    const insights = await organizer.get(`/api/organizers/${organizerId}/insights`);
    const mine = insights.body.events.find((e: { eventId: string }) => e.eventId === event.id);
    expect(mine.ratings).toEqual([0, 0, 0, 2, 1]);
    expect(mine.timeline.at(-1)).toMatchObject({ registered: 3, waitlisted: 0, checkedIn: 0 });
    expect((await otherOrganizer.get(`/api/organizers/${organizerId}/insights`)).status).toBe(403);
  });
});

describe('insights: registrations over time', () => {
  it('gives cumulative counts by campus day, and the event’s own campus day', async () => {
    const club = t.client();
    const clubId = (await signUpOrganizer(club)).user.id;
    const event = await createEventAs(club, { name: 'Timeline Event', date: dateFromToday(10), time: '21:00' });
    const regs = [];
    for (let i = 0; i < 3; i++) {
      const client = t.client();
      regs.push(await registerAs(client, await signUpStudent(client), event.id));
    }
    // Signed up at known instants: 20:00 UTC on 10 Jan is 01:30 on 11 Jan in Bengaluru.
    const at = ['2026-01-10T20:00:00.000Z', '2026-01-10T21:00:00.000Z', '2026-01-12T09:00:00.000Z'];
    for (const [i, reg] of regs.entries()) {
      await t.ctx.db.updateTable('registrations').set({ created_at: at[i]! }).where('id', '=', reg.id).execute();
    }
    await t.ctx.db.updateTable('registrations').set({ checked_in_at: '2026-01-12T10:00:00.000Z' }).where('id', '=', regs[0]!.id).execute();

    const res = await club.get(`/api/organizers/${clubId}/insights`);
    expect(res.status).toBe(200);
    const [mine] = res.body.events;
    expect(mine).toMatchObject({ eventId: event.id, name: 'Timeline Event', date: dateFromToday(10) });
    expect(mine.timeline).toEqual([
      { date: '2026-01-10', registered: 2, waitlisted: 0, checkedIn: 0 },
      { date: '2026-01-12', registered: 3, waitlisted: 0, checkedIn: 1 },
    ]);

    const inKolkata = await organizerInsights(t.ctx.db, clubId, { timeZone: 'Asia/Kolkata', checkInOpensHours: 12 });
    expect(inKolkata.events[0]!.timeline).toEqual([
      { date: '2026-01-11', registered: 2, waitlisted: 0, checkedIn: 0 },
      { date: '2026-01-12', registered: 3, waitlisted: 0, checkedIn: 1 },
    ]);
    // 21:00 UTC on the event's day is 02:30 the next day in Bengaluru.
    expect(inKolkata.events[0]!.date).toBe(addDays(dateFromToday(10), 1));
  });
});

describe('insights: attendance', () => {
  it('gives seat holders, check-ins, no-shows once check-in has closed, and the rate over finished events', async () => {
    const club = t.client();
    const clubId = (await signUpOrganizer(club)).user.id;
    const past = await createEventAs(club, { name: 'Finished Talk', date: dateFromToday(10) });
    const ahead = await createEventAs(club, { name: 'Coming Talk', date: dateFromToday(12) });
    const seats = async (eventId: string, n: number) => {
      const regs = [];
      for (let i = 0; i < n; i++) {
        const client = t.client();
        regs.push(await registerAs(client, await signUpStudent(client), eventId));
      }
      return regs;
    };
    const pastRegs = await seats(past.id, 4);
    const aheadRegs = await seats(ahead.id, 2);
    const checkIn = (id: string) => t.ctx.db.updateTable('registrations').set({ checked_in_at: new Date().toISOString() }).where('id', '=', id).execute();
    await checkIn(pastRegs[0]!.id);
    await checkIn(pastRegs[1]!.id);
    await checkIn(pastRegs[2]!.id);
    await checkIn(aheadRegs[0]!.id);
    // Someone on the waitlist is not a seat holder: not a no-show either.
    await t.ctx.db.updateTable('registrations').set({ status: 'waitlisted' }).where('id', '=', pastRegs[3]!.id).execute();
    const extra = await seats(past.id, 1);
    expect(extra).toHaveLength(1);

    // Two days after the first talk: its check-in (open 24 h after the start) has closed.
    const later = new Date(Date.parse(`${dateFromToday(12)}T12:00:00Z`));
    const insights = await organizerInsights(t.ctx.db, clubId, { timeZone: 'UTC', checkInOpensHours: 12 }, later);
    const byName = Object.fromEntries(insights.events.map((e) => [e.name, e.attendance]));
    expect(byName['Finished Talk']).toEqual({ registered: 4, checkedIn: 3, noShows: 1, rate: 0.75 });
    // The second talk is today at `later`: no no-shows yet, and it stays out of the overall rate.
    expect(byName['Coming Talk']).toEqual({ registered: 2, checkedIn: 1, noShows: null, rate: 0.5 });
    expect(insights.attendance).toEqual({ registered: 4, checkedIn: 3, noShows: 1, rate: 0.75 });

    const res = await club.get(`/api/organizers/${clubId}/insights`);
    expect(res.status).toBe(200);
    // Today both are ahead: rates so far, no no-shows, and no overall rate.
    expect(res.body.attendance).toEqual({ registered: 0, checkedIn: 0, noShows: 0, rate: null });
    expect(res.body.events.find((e: { name: string }) => e.name === 'Finished Talk').attendance).toEqual({ registered: 4, checkedIn: 3, noShows: null, rate: 0.75 });
  });
});

describe('platform feedback', () => {
  it('takes feedback from anyone signed in; administrators read it', async () => {
    const client = t.client();
    await signUpStudent(client);
    expect((await t.client().post('/api/feedback', { rating: 5, comments: 'x' })).status).toBe(401);
    expect((await client.post('/api/feedback', { rating: 5 })).body.error.message).toBe(MSG.fillOutAllFields);
    const res = await client.post('/api/feedback', { rating: 5, comments: 'Quad is great' });
    expect(res.status).toBe(201);
    expect((await organizer.post('/api/feedback', { rating: 3, comments: 'Need more colours' })).status).toBe(201);

    expect((await client.get('/api/admin/feedback')).status).toBe(403);
    const admin = t.client();
    const { user } = await signUpStudent(admin, { email: 'admin@quad.test' });
    // Rights wait for the confirmed address (the confirmation mail: accounts/admin.test.ts).
    expect((await admin.get('/api/admin/feedback')).status).toBe(403);
    await markEmailVerified(t.ctx, user.id);
    expect((await admin.get('/api/me')).body.user.admin).toBe(true);
    const list = await admin.get('/api/admin/feedback');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.entries.map((e: { comments: string }) => e.comments)).toEqual(['Need more colours', 'Quad is great']);

    // Feedback whose author is gone is said to be a deleted account's, in the reader's language.
    await t.ctx.db.updateTable('platform_feedback').set({ user_id: null }).where('comments', '=', 'Quad is great').execute();
    const unnamed = async (headers?: Record<string, string>) =>
      (await admin.get('/api/admin/feedback', headers)).body.entries.find((e: { comments: string }) => e.comments === 'Quad is great');
    expect(await unnamed()).toMatchObject({ name: 'Deleted account', email: '' });
    expect(await unnamed({ 'accept-language': 'kn' })).toMatchObject({ name: 'ಡಿಲೀಟ್ ಆದ ಅಕೌಂಟ್', email: '' });
  });
});
