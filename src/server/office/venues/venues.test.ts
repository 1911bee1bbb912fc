import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: 'office@venues.test' });
  admin = t.client();
  const { user } = await signUpStudent(admin, { email: 'office@venues.test' });
  await markEmailVerified(t.ctx, user.id);
});
afterAll(async () => t?.close());

const good = { name: 'Seminar Hall 1', building: 'Main Block', capacity: 120 };

describe('POST /api/admin/venues', () => {
  it('adds a venue for an administrator: 201 with the venue', async () => {
    const res = await admin.post('/api/admin/venues', good);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), name: 'Seminar Hall 1', building: 'Main Block', capacity: 120 });
  });

  it("answers 401 'Kindly login first.' when signed out", async () => {
    const res = await t.client().post('/api/admin/venues', { ...good, name: 'Signed out' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(MSG.loginFirst);
  });

  it('answers 403 to organizers, students and an unconfirmed admin address, whatever the body', async () => {
    const organizer = t.client();
    await signUpOrganizer(organizer);
    const student = t.client();
    await signUpStudent(student);
    const unconfirmed = t.client();
    await signUpStudent(unconfirmed, { email: 'office2@venues.test' });
    for (const client of [organizer, student]) {
      for (const body of [good, {}]) {
        const res = await client.post('/api/admin/venues', body);
        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe(MSG.adminsOnlyVenues);
      }
    }
    expect((await unconfirmed.post('/api/admin/venues', good)).status).toBe(403);
  });

  it.each([
    ['name missing', { building: 'B', capacity: 10 }, 'name', 'Venue name is required'],
    ['name blank', { ...good, name: '   ' }, 'name', 'Venue name is required'],
    ['name too long', { ...good, name: 'x'.repeat(121) }, 'name', 'Must be at most 120 characters'],
    ['name a number', { ...good, name: 12 }, 'name', 'Venue name is required'],
    ['building missing', { name: 'N', capacity: 10 }, 'building', 'Building is required'],
    ['building too long', { ...good, building: 'x'.repeat(121) }, 'building', 'Must be at most 120 characters'],
    ['building an array', { ...good, building: ['Main'] }, 'building', 'Building is required'],
    ['capacity missing', { name: 'N', building: 'B' }, 'capacity', 'Capacity is required'],
    ['capacity 0', { ...good, capacity: 0 }, 'capacity', MSG.venueCapacityInvalid],
    ['capacity negative', { ...good, capacity: -5 }, 'capacity', MSG.venueCapacityInvalid],
    ['capacity fractional', { ...good, capacity: 2.5 }, 'capacity', MSG.venueCapacityInvalid],
    ['capacity too large', { ...good, capacity: 100_001 }, 'capacity', MSG.venueCapacityInvalid],
    ['capacity text', { ...good, capacity: 'lots' }, 'capacity', MSG.venueCapacityInvalid],
    ['capacity a boolean', { ...good, capacity: true }, 'capacity', MSG.venueCapacityInvalid],
    ['capacity an object', { ...good, capacity: { n: 5 } }, 'capacity', MSG.venueCapacityInvalid],
  ])('answers 400 for %s', async (_case, body, field, message) => {
    const res = await admin.post('/api/admin/venues', body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('answers 400 for a body that is not an object, and for a NUL character', async () => {
    expect((await admin.post('/api/admin/venues', [good])).status).toBe(400);
    const nul = await admin.post('/api/admin/venues', { ...good, name: 'Hall\u0000X' });
    expect(nul.status).toBe(400);
    expect(nul.body.error.message).toBe(MSG.nulCharacter);
  });

  it('takes a capacity typed as digits, and the limits 1 and 100000', async () => {
    expect((await admin.post('/api/admin/venues', { name: 'Typed', building: 'Annex', capacity: ' 40 ' })).body.capacity).toBe(40);
    expect((await admin.post('/api/admin/venues', { name: 'Tiny', building: 'Annex', capacity: 1 })).status).toBe(201);
    expect((await admin.post('/api/admin/venues', { name: 'Stadium', building: 'Annex', capacity: 100_000 })).status).toBe(201);
  });

  it('answers 409 for the same name in the same building, ignoring case and spaces; another building may share it', async () => {
    await admin.post('/api/admin/venues', { name: 'Room 101', building: 'Science Block', capacity: 30 });
    const again = await admin.post('/api/admin/venues', { name: ' room 101 ', building: 'SCIENCE BLOCK', capacity: 60 });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MSG.venueExists);
    expect((await admin.post('/api/admin/venues', { name: 'Room 101', building: 'Arts Block', capacity: 30 })).status).toBe(201);
  });

  it('answers 409 to every racer but one for the same new venue', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => admin.post('/api/admin/venues', { name: 'Race Hall', building: 'Race Block', capacity: 9 })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('GET /api/venues', () => {
  it('lists every venue to anyone, by building then name, with only the public fields', async () => {
    const res = await t.client().get('/api/venues');
    expect(res.status).toBe(200);
    const venues = res.body.venues as { id: string; name: string; building: string; capacity: number }[];
    for (const venue of venues) expect(Object.keys(venue).sort()).toEqual(['building', 'capacity', 'id', 'name']);
    const order = venues.map((v) => [v.building.toLowerCase(), v.name.toLowerCase()].join('\u0001'));
    expect(order).toEqual([...order].sort());
    expect(venues.map((v) => `${v.building}/${v.name}`)).toEqual(expect.arrayContaining(['Main Block/Seminar Hall 1', 'Arts Block/Room 101']));
    expect(venues.filter((v) => v.name === 'Race Hall')).toHaveLength(1);
  });
});
