import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { buildEvent } from '../../../../test/support/factories.ts';

// VENUE_FREE_TEXT=never: once the campus has venues, an event books one of them.
let t: TestApp;
let admin: HttpClient;
let club: HttpClient;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: 'office@freetext.test', VENUE_FREE_TEXT: 'never' });
  admin = t.client();
  const office = await signUpStudent(admin, { email: 'office@freetext.test' });
  await markEmailVerified(t.ctx, office.user.id);
  club = t.client();
  await signUpOrganizer(club);
});
afterAll(async () => t?.close());

describe('VENUE_FREE_TEXT=never', () => {
  it('lets a typed place stand while the campus has no venues, then asks for one of them', async () => {
    expect((await t.client().get('/api/config')).body).toMatchObject({ venueFreeText: false, eventApproval: false });
    const typed = await club.post('/api/events', buildEvent({ venue: 'The lawn' }));
    expect(typed.status).toBe(201);

    const venue = (await admin.post('/api/admin/venues', { name: 'Seminar Hall', building: 'Main Block', capacity: 80 })).body;
    const refused = await club.post('/api/events', buildEvent({ venue: 'The lawn' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.venueId).toBe(MSG.chooseCampusVenue);
    const booked = await club.post('/api/events', { ...buildEvent({ capacity: 50 }), venue: undefined, venueId: venue.id });
    expect(booked.status).toBe(201);

    // An edit may not trade the venue for a typed place, nor type one on an event without a venue.
    expect((await club.patch(`/api/events/${booked.body.id}`, { venueId: null, venue: 'The lawn' })).status).toBe(400);
    expect((await club.patch(`/api/events/${typed.body.id}`, { venue: 'The quad' })).status).toBe(400);
    expect((await club.patch(`/api/events/${booked.body.id}`, { description: 'Still in the hall.' })).status).toBe(200);
  });
});
