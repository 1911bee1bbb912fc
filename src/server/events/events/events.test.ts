import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { buildEvent, dateFromToday } from '../../../../test/support/factories.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let owner: HttpClient;
let otherOrganizer: HttpClient;
let student: HttpClient;
let ownerId: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = t.client();
  ownerId = (await signUpOrganizer(owner, { name: 'Robotics Club' })).user.id;
  otherOrganizer = t.client();
  await signUpOrganizer(otherOrganizer, { name: 'Music Collective' });
  student = t.client();
  await signUpStudent(student);
});
afterAll(async () => t?.close());

describe('POST /api/events', () => {
  it('creates an event for an organizer: 201 with the API Event shape', async () => {
    const input = buildEvent({ name: 'Line Follower Workshop', date: dateFromToday(5), time: '18:30', capacity: '40' });
    const res = await owner.post('/api/events', input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(String),
      name: 'Line Follower Workshop',
      date: input.date,
      time: '18:30',
      startsAt: `${input.date}T18:30:00.000Z`,
      venue: input.venue,
      description: input.description,
      type: 'Workshop',
      capacity: 40,
      registrations: 0,
      waitlisted: 0,
      imageUrl: null,
      organizer: { id: ownerId, name: 'Robotics Club' },
      status: 'upcoming',
    });
    expect(res.body).not.toHaveProperty('viewer');
  });

  it("answers 401 'Kindly login first.' to nobody", async () => {
    const res = await t.client().post('/api/events', buildEvent());
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(MSG.loginFirst);
  });

  it('answers 403 to a student', async () => {
    const res = await student.post('/api/events', buildEvent());
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Only organizers can create events');
  });

  for (const field of ['name', 'date', 'time', 'venue', 'description', 'type'] as const) {
    it(`answers 400 'Please fill all fields' without ${field}, and stores nothing`, async () => {
      const input: Record<string, unknown> = { ...buildEvent({ name: `Missing ${field} ${Math.random()}` }) };
      delete input[field];
      const res = await owner.post('/api/events', input);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MSG.fillAllFields);
      const rows = await t.ctx.db.selectFrom('events').select('id').where('name', '=', String(input.name ?? '')).execute();
      expect(rows).toHaveLength(0);
    });
  }

  it('answers 400 for an impossible date or time, and for wrong types', async () => {
    expect((await owner.post('/api/events', buildEvent({ date: '2026-02-30' }))).status).toBe(400);
    expect((await owner.post('/api/events', buildEvent({ time: '25:00' }))).status).toBe(400);
    expect((await owner.post('/api/events', { ...buildEvent(), name: ['x'] })).status).toBe(400);
    expect((await owner.post('/api/events', 'not json', { 'content-type': 'application/json' })).status).toBe(400);
  });

  it('answers 400 for max participants of a wrong JSON type, negative, fractional or above 100000', async () => {
    const before = (await t.ctx.db.selectFrom('events').select('id').execute()).length;
    for (const capacity of [true, 1e9, -5, '-5', 2.5, [3], { n: 3 }]) {
      const res = await owner.post('/api/events', { ...buildEvent(), capacity });
      expect(res.status, JSON.stringify(capacity)).toBe(400);
      expect(res.body.error.fields).toHaveProperty('capacity');
    }
    expect((await t.ctx.db.selectFrom('events').select('id').execute()).length).toBe(before);
    const event = await createEventAs(owner, { capacity: 3 });
    expect((await owner.patch(`/api/events/${event.id}`, { capacity: -5 })).status).toBe(400);
    expect((await t.client().get(`/api/events/${event.id}`)).body.capacity).toBe(3);
  });

  it('shows unknown types as General and reads max participants as a whole number (invalid → 0)', async () => {
    const a = await createEventAs(owner, { type: 'Hackathon', capacity: 'lots' });
    expect(a).toMatchObject({ type: 'General', capacity: 0 });
    const b = await createEventAs(owner, { type: 'club event', capacity: '12.7' });
    expect(b).toMatchObject({ type: 'Club Event', capacity: 12 });
    const c = await createEventAs(owner, { capacity: '' });
    expect(c.capacity).toBe(0);
  });

  it('keeps markup in names as text', async () => {
    const name = '<script>alert("x")</script> & <b>bold</b>';
    const created = await createEventAs(owner, { name });
    expect(created.name).toBe(name);
    expect((await t.client().get(`/api/events/${created.id}`)).body.name).toBe(name);
  });

  it("answers 403 'Organizer not found for your account.' when the organizing group is incomplete", async () => {
    const client = t.client();
    const { user } = await signUpOrganizer(client);
    await t.ctx.db.updateTable('organizers').set({ name: null }).where('user_id', '=', user.id).execute();
    const res = await client.post('/api/events', buildEvent());
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(MSG.organizerNotFoundForAccount);
  });

  it('lets an organizer create an event in the past (status past)', async () => {
    const past = await createEventAs(owner, { date: dateFromToday(-2) });
    expect(past.status).toBe('past');
  });

  describe('the field rules', () => {
    it('answers 201 for a past date and time, with no extra field (API.md: a past event is kept as a record)', async () => {
      const input = buildEvent({ name: `Past record ${Math.random()}`, date: dateFromToday(-30), time: '10:00' });
      const res = await owner.post('/api/events', input);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: input.name, date: input.date, time: '10:00', status: 'past' });
    });

    it("answers 400 'Please fill all fields' for an empty venue, naming the venue in `fields`", async () => {
      const input = buildEvent({ name: `No venue ${Math.random()}`, venue: '' });
      const res = await owner.post('/api/events', input);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: 'INVALID_INPUT', message: MSG.fillAllFields, fields: { venue: 'Venue is required' } });
      expect(await t.ctx.db.selectFrom('events').select('id').where('name', '=', input.name).execute()).toHaveLength(0);
    });

    it('names every empty field in `fields`, the headline staying Please fill all fields', async () => {
      const res = await owner.post('/api/events', { name: ' ', date: '', time: '', venue: '', description: '', type: '' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MSG.fillAllFields);
      expect(res.body.error.fields).toEqual({
        name: 'Event name is required',
        date: 'Date is required',
        time: 'Time is required',
        venue: 'Venue is required',
        description: 'Description is required',
        type: 'Type is required',
      });
      const missing = await owner.post('/api/events', {});
      expect(missing.status).toBe(400);
      expect(missing.body.error.message).toBe(MSG.fillAllFields);
      expect(Object.keys(missing.body.error.fields).sort()).toEqual(['date', 'description', 'name', 'time', 'type', 'venue']);
    });

    it("answers 400 with the catalogue message for a negative or fractional max participants, on create and on edit", async () => {
      for (const capacity of [-1, '-5', 2.5]) {
        const res = await owner.post('/api/events', { ...buildEvent(), capacity });
        expect(res.status, JSON.stringify(capacity)).toBe(400);
        expect(res.body.error).toEqual({ code: 'INVALID_INPUT', message: MSG.capacityInvalid, fields: { capacity: MSG.capacityInvalid } });
      }
      const event = await createEventAs(owner, { capacity: 3 });
      const edit = await owner.patch(`/api/events/${event.id}`, { capacity: -1 });
      expect(edit.status).toBe(400);
      expect(edit.body.error).toMatchObject({ message: MSG.capacityInvalid, fields: { capacity: MSG.capacityInvalid } });
      const blank = await owner.patch(`/api/events/${event.id}`, { venue: '' });
      expect(blank.body.error).toMatchObject({ message: MSG.fillAllFields, fields: { venue: 'Venue is required' } });
      expect((await t.client().get(`/api/events/${event.id}`)).body).toMatchObject({ capacity: 3, venue: event.venue });
    });
  });
});

describe('GET /api/events/:id', () => {
  it("answers 404 'Event not found' for an unknown id", async () => {
    const res = await t.client().get('/api/events/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(MSG.eventNotFound);
  });

  it('adds the viewer state for a signed-in student only', async () => {
    const event = await createEventAs(owner);
    expect((await student.get(`/api/events/${event.id}`)).body.viewer).toEqual({ registrationId: null, waitlisted: false, feedbackGiven: false, status: null, offerExpiresAt: null });
    expect((await owner.get(`/api/events/${event.id}`)).body).not.toHaveProperty('viewer');
    expect((await t.client().get(`/api/events/${event.id}`)).body).not.toHaveProperty('viewer');
  });
});

describe("a past event's public rating", () => {
  /** An event the students registered for, moved into the past; each then rates it (in order). */
  async function ratedEvent(ratings: number[]) {
    const event = await createEventAs(owner, { name: 'Rated Evening' });
    const students = [];
    for (let i = 0; i < ratings.length; i++) {
      const client = t.client();
      students.push({ client, account: await signUpStudent(client) });
    }
    for (const s of students) await registerAs(s.client, s.account, event.id);
    await owner.patch(`/api/events/${event.id}`, { date: dateFromToday(-1) });
    for (const [i, rating] of ratings.entries()) {
      const res = await students[i]!.client.post(`/api/events/${event.id}/feedback`, { rating, comments: `Private note ${i}` });
      expect(res.status).toBe(201);
    }
    return { event, students };
  }

  it('carries the average to one decimal and the count, to anyone, and nothing of who said what', async () => {
    const { event, students } = await ratedEvent([5, 4, 4]);
    for (const client of [t.client(), student, owner, students[0]!.client]) {
      const res = await client.get(`/api/events/${event.id}`);
      expect(res.status).toBe(200);
      expect(res.body.rating).toEqual({ average: 4.3, count: 3 });
      expect(res.text).not.toContain('Private note');
      for (const s of students) expect(res.text).not.toContain(s.account.input.email);
    }
  });

  it('follows new feedback', async () => {
    const { event, students } = await ratedEvent([2]);
    expect((await t.client().get(`/api/events/${event.id}`)).body.rating).toEqual({ average: 2, count: 1 });
    const late = t.client();
    const account = await signUpStudent(late);
    // Registered before the start, by the organizer moving the event back and forth.
    await owner.patch(`/api/events/${event.id}`, { date: dateFromToday(2) });
    await registerAs(late, account, event.id);
    await owner.patch(`/api/events/${event.id}`, { date: dateFromToday(-1) });
    expect((await late.post(`/api/events/${event.id}/feedback`, { rating: 5, comments: 'Late but good' })).status).toBe(201);
    expect((await students[0]!.client.get(`/api/events/${event.id}`)).body.rating).toEqual({ average: 3.5, count: 2 });
  });

  it('is absent before any feedback, on upcoming events, and in listings', async () => {
    const { event: unrated } = await ratedEvent([]);
    expect((await t.client().get(`/api/events/${unrated.id}`)).body).not.toHaveProperty('rating');
    const { event: rated } = await ratedEvent([3]);
    // Moved back to the future, the event keeps its feedback but shows no rating.
    await owner.patch(`/api/events/${rated.id}`, { date: dateFromToday(3) });
    expect((await t.client().get(`/api/events/${rated.id}`)).body).not.toHaveProperty('rating');
    await owner.patch(`/api/events/${rated.id}`, { date: dateFromToday(-1) });
    const club = await t.client().get(`/api/organizers/${ownerId}`);
    expect(club.body.events.find((e: { id: string }) => e.id === rated.id)).not.toHaveProperty('rating');
    expect((await t.client().get('/api/events')).body.events.some((e: object) => 'rating' in e)).toBe(false);
  });
});

describe('PATCH /api/events/:id', () => {
  it('lets the owner change any field; the start instant follows the date and time', async () => {
    const event = await createEventAs(owner);
    const date = dateFromToday(9);
    const res = await owner.patch(`/api/events/${event.id}`, { name: 'Renamed', date, time: '07:05', venue: 'Hall B', capacity: '15', type: 'Seminar' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Renamed', date, time: '07:05', startsAt: `${date}T07:05:00.000Z`, venue: 'Hall B', capacity: 15, type: 'Seminar' });
  });

  it('moves an event into the past', async () => {
    const event = await createEventAs(owner);
    const res = await owner.patch(`/api/events/${event.id}`, { date: dateFromToday(-1) });
    expect(res.body.status).toBe('past');
  });

  it('refuses nobody (401), a student (403), another organizer (403), an unknown id (404), a blank field (400)', async () => {
    const event = await createEventAs(owner);
    expect((await t.client().patch(`/api/events/${event.id}`, { name: 'x' })).status).toBe(401);
    expect((await student.patch(`/api/events/${event.id}`, { name: 'x' })).status).toBe(403);
    const other = await otherOrganizer.patch(`/api/events/${event.id}`, { name: 'x' });
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe('You are not allowed to edit this event');
    expect((await owner.patch('/api/events/unknown-id', { name: 'x' })).status).toBe(404);
    const blank = await owner.patch(`/api/events/${event.id}`, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(MSG.fillAllFields);
    expect((await t.client().get(`/api/events/${event.id}`)).body.name).toBe(event.name);
  });
});

describe('DELETE /api/events/:id', () => {
  it('refuses nobody, a student and another organizer; 404 for an unknown id', async () => {
    const event = await createEventAs(owner);
    expect((await t.client().delete(`/api/events/${event.id}`)).status).toBe(401);
    expect((await student.delete(`/api/events/${event.id}`)).status).toBe(403);
    expect((await otherOrganizer.delete(`/api/events/${event.id}`)).status).toBe(403);
    expect((await owner.delete('/api/events/unknown-id')).status).toBe(404);
    expect((await t.client().get(`/api/events/${event.id}`)).status).toBe(200);
  });

  it('deletes the event for its owner: 204, then 404 (a JSON content type without a body is fine)', async () => {
    const event = await createEventAs(owner);
    const res = await owner.delete(`/api/events/${event.id}`, { 'content-type': 'application/json' });
    expect(res.status).toBe(204);
    expect((await t.client().get(`/api/events/${event.id}`)).status).toBe(404);
  });
});

describe('GET /api/organizers/:id and PATCH', () => {
  it('answers the public dashboard: profile and events', async () => {
    const client = t.client();
    const { user, input } = await signUpOrganizer(client, { name: 'Chess Circle', field: 'Chess for all levels', phone: '080 1111 2222' });
    const upcoming = await createEventAs(client, { date: dateFromToday(4) });
    const soon = await createEventAs(client, { date: dateFromToday(1) });
    const past = await createEventAs(client, { date: dateFromToday(-3) });
    const res = await t.client().get(`/api/organizers/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, name: 'Chess Circle', email: input.email, description: 'Chess for all levels', phone: '080 1111 2222' });
    expect(res.body.events.map((e: { id: string }) => e.id)).toEqual([soon.id, upcoming.id, past.id]);
  });

  it("answers 404 'Organizer not found'", async () => {
    const res = await t.client().get('/api/organizers/nobody');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(MSG.organizerNotFound);
  });

  it('lets an organizer update their own group only', async () => {
    const res = await owner.patch(`/api/organizers/${ownerId}`, { name: 'Robotics Club', field: 'Robots and drones', phone: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ description: 'Robots and drones', phone: null });
    expect((await otherOrganizer.patch(`/api/organizers/${ownerId}`, { name: 'x', field: 'y' })).status).toBe(403);
    expect((await t.client().patch(`/api/organizers/${ownerId}`, { name: 'x', field: 'y' })).status).toBe(401);
    const blank = await owner.patch(`/api/organizers/${ownerId}`, { name: '', field: 'y' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(MSG.orgNameAndFieldRequired);
    const phone = await owner.patch(`/api/organizers/${ownerId}`, { name: 'Robotics Club', field: 'Robots and drones', phone: '12' });
    expect(phone.status).toBe(400);
    expect(phone.body.error).toMatchObject({ message: MSG.phoneInvalid, fields: { phone: MSG.phoneInvalid } });
  });
});
