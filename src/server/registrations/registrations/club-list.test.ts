import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { ClubRegistrationList } from '../../../domain/responses/registrations.ts';
import { buildEvent, whenFromNow } from '../../../../test/support/factories.ts';
import { signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registrationBody, registerAs } from '../../../../test/support/registrations.ts';
import { joinTeam } from '../../../../test/support/teams.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { StudentSignup } from '../../../domain/schemas/account.ts';

/** GET /api/organizers/:id/registrations: the club workspace's People, across the club's events. */

let t: TestApp;
let club: HttpClient;
let clubId: string;
let manager: HttpClient;
let door: HttpClient;
let otherClub: HttpClient;
let asha: { client: HttpClient; signedUp: SignedUp<StudentSignup> };
let ravi: { client: HttpClient; signedUp: SignedUp<StudentSignup> };
let quiz: string;
let hike: string;
let elsewhere: string;

const path = (query = '') => `/api/organizers/${clubId}/registrations${query}`;

beforeAll(async () => {
  t = await startTestApp();
  club = t.client();
  clubId = (await signUpOrganizer(club, { name: 'People Club' })).user.id;
  manager = t.client();
  await joinTeam(t.ctx, club, clubId, manager, (await signUpStudent(manager)).input.email, 'manager');
  door = t.client();
  await joinTeam(t.ctx, club, clubId, door, (await signUpStudent(door)).input.email, 'door');
  otherClub = t.client();
  await signUpOrganizer(otherClub, { name: 'Other Club' });
  asha = { client: t.client(), signedUp: undefined! };
  asha.signedUp = await signUpStudent(asha.client, { name: 'Asha Rao' });
  ravi = { client: t.client(), signedUp: undefined! };
  ravi.signedUp = await signUpStudent(ravi.client, { name: 'Ravi Kumar' });

  quiz = (await club.post('/api/events', { ...buildEvent(whenFromNow(24 * 60)), name: 'Quiz Night', capacity: 1 })).body.id as string;
  hike = (await club.post('/api/events', { ...buildEvent(whenFromNow(48 * 60)), name: 'Sunrise Hike' })).body.id as string;
  elsewhere = (await otherClub.post('/api/events', { ...buildEvent(whenFromNow(24 * 60)), name: 'Not Ours' })).body.id as string;
  await registerAs(asha.client, asha.signedUp, quiz);
  // The quiz is full: Ravi waits.
  const waiting = await ravi.client.post(`/api/events/${quiz}/registrations`, registrationBody(ravi.signedUp));
  expect(waiting.body.status).toBe('waitlisted');
  // A phone number, as a student's edit of the registration adds one.
  await t.ctx.db.updateTable('registrations').set({ contact_no: '9876543210' }).where('id', '=', waiting.body.id as string).execute();
  await registerAs(ravi.client, ravi.signedUp, hike);
  await registerAs(asha.client, asha.signedUp, elsewhere);
});
afterAll(async () => t?.close());

const list = async (client: HttpClient, query = '') => {
  const res = await client.get(path(query));
  expect(res.status, res.text).toBe(200);
  return res.body as ClubRegistrationList;
};

describe('GET /api/organizers/:id/registrations', () => {
  it('lists the registrations across the club’s events, newest first, with their event, status and time', async () => {
    const body = await list(club);
    expect(body.total).toBe(3);
    expect(body.contacts).toBe(true);
    expect(body.registrations.map((r) => [r.name, r.event.name, r.status])).toEqual([
      ['Ravi Kumar', 'Sunrise Hike', 'registered'],
      ['Ravi Kumar', 'Quiz Night', 'waitlisted'],
      ['Asha Rao', 'Quiz Night', 'registered'],
    ]);
    const [first] = body.registrations;
    expect(Object.keys(first!).sort()).toEqual(['checkedInAt', 'contactNo', 'createdAt', 'email', 'event', 'id', 'name', 'status', 'usn']);
    expect(first!.email).toBe(ravi.signedUp.input.email);
    expect(body.registrations[1]!.contactNo).toBe('9876543210');
    expect(new Date(first!.createdAt).getTime()).toBeGreaterThanOrEqual(new Date(body.registrations[2]!.createdAt).getTime());
    expect(first!.event).toMatchObject({ id: hike, name: 'Sunrise Hike' });
    // Nothing of another club's events, nor a ticket.
    expect(JSON.stringify(body)).not.toContain('Not Ours');
    expect(JSON.stringify(body)).not.toContain('ticket');
  });

  it('narrows by event, by status and by a search of name, USN or e-mail', async () => {
    expect((await list(club, `?eventId=${quiz}`)).registrations.map((r) => r.name)).toEqual(['Ravi Kumar', 'Asha Rao']);
    expect((await list(club, '?status=waitlisted')).registrations.map((r) => r.event.name)).toEqual(['Quiz Night']);
    expect((await list(club, `?eventId=${quiz}&status=registered`)).registrations.map((r) => r.name)).toEqual(['Asha Rao']);
    expect((await list(club, '?q=asha')).total).toBe(1);
    expect((await list(club, `?q=${encodeURIComponent(ravi.signedUp.input.usn.toLowerCase())}`)).total).toBe(2);
    expect((await list(club, `?q=${encodeURIComponent(asha.signedUp.input.email)}`)).total).toBe(1);
    // Wildcards are taken literally.
    expect((await list(club, '?q=%25')).total).toBe(0);
    // Another club's event narrows to nothing.
    expect((await list(club, `?eventId=${elsewhere}`)).total).toBe(0);
    // Empty parameters are ones not given.
    expect((await list(club, '?q=&eventId=&status=&limit=')).total).toBe(3);
    const one = await list(club, '?limit=1');
    expect([one.registrations.length, one.total]).toEqual([1, 3]);
  });

  it('shows managers the contacts; door staff the list without contacts, not searchable by them', async () => {
    const byManager = await list(manager);
    expect(byManager.contacts).toBe(true);
    expect(byManager.registrations.every((r) => r.email.includes('@'))).toBe(true);
    const byDoor = await list(door);
    expect(byDoor.contacts).toBe(false);
    expect(byDoor.total).toBe(3);
    expect(byDoor.registrations.every((r) => r.email === '' && r.contactNo === null)).toBe(true);
    expect((await list(door, `?q=${encodeURIComponent(asha.signedUp.input.email)}`)).total).toBe(0);
    expect((await list(door, '?q=asha')).total).toBe(1);
  });

  it('is 401 signed out, 403 for anyone off the team, 404 for an unknown club', async () => {
    const signedOut = await t.client().get(path());
    expect(signedOut.status).toBe(401);
    for (const outsider of [otherClub, asha.client]) {
      const res = await outsider.get(path());
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(MSG.onlyClubTeamSeesRegistrations);
    }
    const unknown = await club.get('/api/organizers/no-such-club/registrations');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(MSG.organizerNotFound);
  });

  it('is 400 for a status or limit it does not know, never a 500', async () => {
    const status = await club.get(path('?status=maybe'));
    expect(status.status).toBe(400);
    expect(status.body.error.message).toBe(MSG.registrationStatusInvalid);
    for (const query of ['?limit=0', '?limit=501', '?limit=two', `?q=${'x'.repeat(101)}`]) {
      expect((await club.get(path(query))).status, query).toBe(400);
    }
  });
});
