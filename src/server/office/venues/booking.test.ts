import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayTime } from '../../../domain/event-display.ts';
import { campusDay } from '../../../domain/event-when.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { MSG } from '../../../domain/messages.ts';
import { dateFromToday } from '../../../../test/support/factories.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let organizer: HttpClient;
let other: HttpClient;
let admin: HttpClient;
let day = 30;

beforeAll(async () => {
  // The default booking length (VENUE_BOOKING_MINUTES = 180) is what is tested.
  t = await startTestApp({ ADMIN_EMAILS: 'office@booking.test' });
  admin = t.client();
  await markEmailVerified(t.ctx, (await signUpStudent(admin, { email: 'office@booking.test' })).user.id);
  organizer = t.client();
  await signUpOrganizer(organizer);
  other = t.client();
  await signUpOrganizer(other);
});
afterAll(async () => t?.close());

async function newVenue(capacity = 100) {
  const res = await admin.post('/api/admin/venues', { name: `Hall ${Math.random().toString(36).slice(2, 8)}`, building: 'Main Block', capacity });
  expect(res.status).toBe(201);
  return res.body as { id: string; name: string; building: string; capacity: number };
}

/** A date of its own for each test: clashes of one test never reach another. */
const freshDate = () => dateFromToday(day++);

describe('events with a venue', () => {
  it('takes venueId: the venue text is the venue’s, and venueId comes back', async () => {
    const venue = await newVenue();
    const res = await organizer.post('/api/events', { ...eventBody(freshDate(), '10:00'), venue: undefined, venueId: venue.id, capacity: 50 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ venueId: venue.id, venue: `${venue.name}, Main Block`, capacity: 50 });
    expect((await t.client().get(`/api/events/${res.body.id}`)).body.venueId).toBe(venue.id);
  });

  it('changes nothing without venueId: free-text venue, venueId null, and venue still required', async () => {
    const event = await createEventAs(organizer);
    expect(event.venueId).toBeNull();
    const missing = await organizer.post('/api/events', { ...eventBody(freshDate(), '10:00'), venue: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ message: MSG.fillAllFields, fields: { venue: 'Venue is required' } });
  });

  it("answers 400 'Venue not found' on venueId for an unknown venue or a wrong type", async () => {
    for (const venueId of ['nope', 42, ['x']]) {
      const res = await organizer.post('/api/events', { ...eventBody(freshDate(), '10:00'), venueId, capacity: 10 });
      expect(res.status, JSON.stringify(venueId)).toBe(400);
      expect(res.body.error.fields.venueId).toBe(MSG.venueNotFound);
    }
    const event = await createEventAs(organizer);
    const patch = await organizer.patch(`/api/events/${event.id}`, { venueId: 'nope' });
    expect(patch.status).toBe(400);
    expect(patch.body.error.fields.venueId).toBe(MSG.venueNotFound);
  });

  it('refuses more participants than the venue holds, on create and edit', async () => {
    const venue = await newVenue(40);
    const message = "Max participants cannot exceed the venue's capacity (40).";
    const res = await organizer.post('/api/events', { ...eventBody(freshDate(), '10:00'), venueId: venue.id, capacity: 41 });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message, fields: { capacity: message } });
    const ok = await organizer.post('/api/events', { ...eventBody(freshDate(), '10:00'), venueId: venue.id, capacity: 40 });
    expect(ok.status).toBe(201);
    const raise = await organizer.patch(`/api/events/${ok.body.id}`, { capacity: 41 });
    expect(raise.status).toBe(400);
    expect(raise.body.error.fields.capacity).toBe(message);
    const big = await createEventAs(organizer, { capacity: 500 });
    expect((await organizer.patch(`/api/events/${big.id}`, { venueId: venue.id })).status).toBe(400);
    // In the request's language, message and field alike; the code stays.
    const hindi = 'ज़्यादा से ज़्यादा पार्टिसिपेंट्स वेन्यू की कैपेसिटी (40) से ज़्यादा नहीं हो सकते।';
    const hi = await organizer.post('/api/events', { ...eventBody(freshDate(), '10:00'), venueId: venue.id, capacity: 41 }, { 'accept-language': 'hi' });
    expect(hi.body.error).toEqual({ code: 'INVALID_INPUT', message: hindi, fields: { capacity: hindi } });
  });

  it('takes the venue’s capacity when none is given (left out or 0), on create and edit', async () => {
    const venue = await newVenue(40);
    for (const capacity of [0, undefined]) {
      const res = await organizer.post('/api/events', { ...eventBody(freshDate(), '10:00'), venueId: venue.id, capacity });
      expect(res.status, res.text).toBe(201);
      expect(res.body.capacity).toBe(40);
    }
    const ok = await organizer.post('/api/events', { ...eventBody(freshDate(), '10:00'), venueId: venue.id, capacity: 25 });
    const cleared = await organizer.patch(`/api/events/${ok.body.id}`, { capacity: 0 });
    expect([cleared.status, cleared.body.capacity]).toEqual([200, 40]);
    // An unlimited event moved to the venue takes its capacity; one that leaves it stays as it was.
    const unlimited = await createEventAs(organizer, { capacity: 0, date: freshDate() });
    const moved = await organizer.patch(`/api/events/${unlimited.id}`, { venueId: venue.id });
    expect([moved.status, moved.body.capacity, moved.body.venueId]).toEqual([200, 40, venue.id]);
    const left = await organizer.patch(`/api/events/${unlimited.id}`, { venueId: null, venue: 'The lawn' });
    expect([left.status, left.body.capacity]).toEqual([200, 40]);
  });

  it('answers 409 naming the event that holds the venue when the times overlap, past events included', async () => {
    const venue = await newVenue();
    const date = freshDate();
    const first = await organizer.post('/api/events', { ...eventBody(date, '10:00', 'Robotics Night'), venueId: venue.id, capacity: 20 });
    expect(first.status).toBe(201);
    for (const time of ['10:00', '12:59', '07:01']) {
      const res = await other.post('/api/events', { ...eventBody(date, time), venueId: venue.id, capacity: 20 });
      expect(res.status, time).toBe(409);
      expect(res.body.error).toMatchObject({ message: MSG.venueBooked, fields: { venueId: `Booked by Robotics Night (${date} 10:00)` } });
    }
    const pastDate = dateFromToday(-2);
    const past = await organizer.post('/api/events', { ...eventBody(dateFromToday(5), '10:00', 'Old Fair'), venueId: venue.id, capacity: 20 });
    expect((await organizer.patch(`/api/events/${past.body.id}`, { date: pastDate })).status).toBe(200);
    const onPast = await other.post('/api/events', { ...eventBody(pastDate, '11:00'), venueId: venue.id, capacity: 20 });
    expect(onPast.status).toBe(409);
    expect(onPast.body.error.fields.venueId).toBe(`Booked by Old Fair (${pastDate} 10:00)`);
    // In the request's language, the day and time as the language writes them; the message is the catalogue's.
    const kn = await other.post('/api/events', { ...eventBody(pastDate, '11:00'), venueId: venue.id, capacity: 20 }, { 'accept-language': 'kn' });
    expect(kn.body.error.code).toBe('VENUE_BOOKED');
    expect(kn.body.error.message).toBe(translatorFor('kn')('msg:venueBooked'));
    expect(kn.body.error.fields.venueId).toBe(`ಈಗಾಗಲೇ Old Fair ಗಾಗಿ ಬುಕ್ ಆಗಿದೆ (${campusDay(pastDate, 'kn')}, ${displayTime('10:00', 'kn')})`);
  });

  it('lets events exactly VENUE_BOOKING_MINUTES apart follow each other, and frees a deleted event’s slot', async () => {
    const venue = await newVenue();
    const date = freshDate();
    const first = await organizer.post('/api/events', { ...eventBody(date, '10:00'), venueId: venue.id, capacity: 20 });
    expect((await other.post('/api/events', { ...eventBody(date, '13:00'), venueId: venue.id, capacity: 20 })).status).toBe(201);
    expect((await other.post('/api/events', { ...eventBody(date, '07:00'), venueId: venue.id, capacity: 20 })).status).toBe(201);
    expect((await organizer.delete(`/api/events/${first.body.id}`)).status).toBe(204);
    expect((await other.post('/api/events', { ...eventBody(date, '10:00'), venueId: venue.id, capacity: 20 })).status).toBe(201);
  });

  it('answers 409 to an edit moving an event onto a booked slot; an edit that keeps the time never clashes with itself', async () => {
    const venue = await newVenue();
    const date = freshDate();
    await organizer.post('/api/events', { ...eventBody(date, '10:00', 'Morning Talk'), venueId: venue.id, capacity: 20 });
    const later = await other.post('/api/events', { ...eventBody(date, '15:00'), venueId: venue.id, capacity: 20 });
    expect(later.status).toBe(201);
    const move = await other.patch(`/api/events/${later.body.id}`, { time: '11:30' });
    expect(move.status).toBe(409);
    expect(move.body.error.fields.venueId).toBe(`Booked by Morning Talk (${date} 10:00)`);
    expect((await t.client().get(`/api/events/${later.body.id}`)).body.time).toBe('15:00');
    for (const patch of [{ name: 'Renamed' }, { capacity: 15 }, { venueId: venue.id }, { time: '15:30' }]) {
      expect((await other.patch(`/api/events/${later.body.id}`, patch)).status, JSON.stringify(patch)).toBe(200);
    }
    const free = await createEventAs(other, { date, time: '10:30', capacity: 10 });
    const onto = await other.patch(`/api/events/${free.id}`, { venueId: venue.id });
    expect(onto.status).toBe(409);
  });

  it('clears venueId with null: the event keeps its venue text and frees the slot', async () => {
    const venue = await newVenue();
    const date = freshDate();
    const event = await organizer.post('/api/events', { ...eventBody(date, '10:00'), venueId: venue.id, capacity: 20 });
    const cleared = await organizer.patch(`/api/events/${event.body.id}`, { venueId: null, capacity: 0 });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ venueId: null, venue: `${venue.name}, Main Block`, capacity: 0 });
    expect((await other.post('/api/events', { ...eventBody(date, '10:00'), venueId: venue.id, capacity: 20 })).status).toBe(201);
  });

  it('books every date of a series, and refuses the series when one date clashes', async () => {
    const venue = await newVenue();
    const date = freshDate();
    const series = await organizer.post('/api/events', { ...eventBody(date, '18:00', 'Weekly Jam'), venueId: venue.id, capacity: 20, repeat: { every: 'week', count: 3 } });
    expect(series.status).toBe(201);
    const thirdWeek = (await t.client().get(`/api/series/${series.body.seriesId}`)).body.events[2];
    expect(thirdWeek.venueId).toBe(venue.id);
    const clash = await other.post('/api/events', { ...eventBody(thirdWeek.date, '19:00'), venueId: venue.id, capacity: 20 });
    expect(clash.status).toBe(409);
    expect(clash.body.error.fields.venueId).toBe(`Booked by Weekly Jam (${thirdWeek.date} 18:00)`);
  });
});

describe('two clubs booking the same slot at once', () => {
  it('lets exactly one of 10 organizers win: one 201, nine 409, one row', async () => {
    const venue = await newVenue();
    const date = freshDate();
    const clubs = await Promise.all(Array.from({ length: 10 }, async () => {
      const client = t.client();
      await signUpOrganizer(client);
      return client;
    }));
    const answers = await Promise.all(clubs.map((club, i) => club.post('/api/events', { ...eventBody(date, '10:00', `Rush ${i}`), venueId: venue.id, capacity: 20 })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const rows = await t.ctx.db.selectFrom('events').select('id').where('venue_id', '=', venue.id).execute();
    expect(rows).toHaveLength(1);
  });
});

function eventBody(date: string, time: string, name = 'Venue Test') {
  return { name, date, time, venue: 'Somewhere', description: 'A session.', type: 'Workshop' };
}
