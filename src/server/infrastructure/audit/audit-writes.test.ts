import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../../domain/responses/audit.ts';
import { markEmailVerified, signUpOrganizer, signUpStudent, type SignedUp } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import type { OrganizerSignup } from '../../../domain/schemas/account.ts';
import { buildEvent, dateFromToday } from '../../../../test/support/factories.ts';
import { recordAudit } from './service.ts';

// What each change writes to the audit log, in the change's own transaction.

let t: TestApp;
let admin: HttpClient;
let club: HttpClient;
let clubUp: SignedUp<OrganizerSignup>;
let day = 40;

const ADMIN = 'office@audit-writes.test';

beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: ADMIN, EVENT_TAGS: 'Tech,Music,Sports' });
  admin = t.client();
  await markEmailVerified(t.ctx, (await signUpStudent(admin, { email: ADMIN })).user.id);
  club = t.client();
  clubUp = await signUpOrganizer(club, { name: 'Chess Club' });
});
afterAll(async () => t?.close());

/** A date of its own per test: venue clashes of one test never reach another. */
const freshDate = () => dateFromToday(day++);

async function entries(query = ''): Promise<AuditEntryView[]> {
  const res = await admin.get(`/api/admin/audit?limit=200${query}`);
  expect(res.status).toBe(200);
  return res.body.entries;
}
const countAll = async () => (await entries()).length;

async function newVenue(capacity = 100) {
  const res = await admin.post('/api/admin/venues', { name: `Hall ${Math.random().toString(36).slice(2, 8)}`, building: 'Audit Block', capacity });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

describe('creating events', () => {
  it('writes event.created with the date and time, by the signed-in account, for the club', async () => {
    const date = freshDate();
    const event = await createEventAs(club, { name: 'Blitz Night', date, time: '18:30' });
    const [entry, ...rest] = await entries(`&eventId=${event.id}`);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'event.created', eventId: event.id, eventName: 'Blitz Night', changes: { date, time: '18:30' },
      actor: { id: clubUp.user.id, name: 'Chess Club', email: clubUp.input.email.toLowerCase() }, organizer: { id: clubUp.user.id, name: 'Chess Club' },
    });
  });

  it('writes one entry for every date of a series', async () => {
    const date = freshDate();
    const res = await club.post('/api/events', { ...buildEvent({ name: 'Weekly Puzzles', date, time: '17:00' }), repeat: { every: 'week', count: 3 } });
    expect(res.status).toBe(201);
    const series = (await t.client().get(`/api/series/${res.body.seriesId}`)).body;
    const ids: string[] = series.events.map((e: { id: string }) => e.id);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect((await entries(`&eventId=${id}`)).map((e) => e.action)).toEqual(['event.created']);
    const dates = (await entries('&action=event.created')).filter((e) => ids.includes(e.eventId)).map((e) => e.changes?.date).sort();
    expect(dates).toEqual([date, dateFromToday(day - 1 + 7), dateFromToday(day - 1 + 14)]);
  });
});

describe('editing events', () => {
  it('writes event.edited with {from, to} of each changed field, and nothing of the others', async () => {
    const created = await club.post('/api/events', { ...buildEvent({ name: 'Opening Theory', date: freshDate(), time: '10:00', capacity: 50 }), tags: ['Tech'] });
    expect(created.status).toBe(201);
    const event = created.body;
    const res = await club.patch(`/api/events/${event.id}`, {
      name: 'Opening Theory 101', capacity: 80, time: '11:30', tags: ['Tech', 'Music'], approval: true, selfCheckIn: true, venue: event.venue,
      questions: [{ label: 'Rating?', kind: 'text', required: false }],
    });
    expect(res.status).toBe(200);
    const [edit] = await entries(`&eventId=${event.id}&action=event.edited`);
    expect(edit!.eventName).toBe('Opening Theory 101');
    expect(edit!.changes).toEqual({
      name: { from: 'Opening Theory', to: 'Opening Theory 101' },
      capacity: { from: 50, to: 80 },
      time: { from: '10:00', to: '11:30' },
      tags: { from: ['Tech'], to: ['Tech', 'Music'] },
      approval: { from: false, to: true },
      questions: { from: [], to: [{ label: 'Rating?', kind: 'text', required: false }] },
      // Turned on, and said so; its door key never reaches the log.
      selfCheckIn: { from: false, to: true },
    });
  });

  it('writes nothing for an edit that changes nothing', async () => {
    const event = await createEventAs(club, { date: freshDate() });
    expect((await club.patch(`/api/events/${event.id}`, { name: event.name, capacity: 0 })).status).toBe(200);
    expect((await entries(`&eventId=${event.id}`)).map((e) => e.action)).toEqual(['event.created']);
  });

  it('writes an entry for each date an edit of "this and following" changed', async () => {
    const res = await club.post('/api/events', { ...buildEvent({ date: freshDate(), capacity: 20 }), repeat: { every: 'week', count: 3 } });
    const ids: string[] = (await t.client().get(`/api/series/${res.body.seriesId}`)).body.events.map((e: { id: string }) => e.id);
    expect((await club.patch(`/api/events/${ids[1]}`, { capacity: 30, scope: 'following' })).status).toBe(200);
    const edits = (await entries('&action=event.edited')).filter((e) => ids.includes(e.eventId));
    expect(edits.map((e) => e.eventId).sort()).toEqual([ids[1], ids[2]].sort());
    for (const edit of edits) expect(edit.changes).toEqual({ capacity: { from: 20, to: 30 } });
  });
});

describe('deleting events and removing registrations', () => {
  it('writes event.deleted with its counts; the history outlives the event', async () => {
    const event = await createEventAs(club, { name: 'Endgame Clinic', date: freshDate() });
    const student = t.client();
    const up = await signUpStudent(student);
    await registerAs(student, up, event.id);
    expect((await club.delete(`/api/events/${event.id}`)).status).toBe(204);
    const log = await entries(`&eventId=${event.id}`);
    expect(log.map((e) => `${e.action} ${e.eventName}`)).toEqual(['event.deleted Endgame Clinic', 'event.created Endgame Clinic']);
    expect(log[0]!.changes).toEqual({ date: event.date, time: event.time, registrations: 1, waitlisted: 0 });
  });

  it("writes registration.removed when the club removes one, never for a student's own cancellation", async () => {
    const event = await createEventAs(club, { date: freshDate() });
    const [removedByClub, cancelling] = [t.client(), t.client()];
    const up = await signUpStudent(removedByClub);
    const own = await signUpStudent(cancelling);
    const registration = await registerAs(removedByClub, up, event.id);
    const cancelled = await registerAs(cancelling, own, event.id);
    expect((await club.delete(`/api/registrations/${registration.id}`)).status).toBe(204);
    expect((await cancelling.delete(`/api/registrations/${cancelled.id}`)).status).toBe(204);
    const removals = await entries(`&eventId=${event.id}&action=registration.removed`);
    expect(removals).toHaveLength(1);
    expect(removals[0]!.changes).toEqual({ registrationId: registration.id, name: up.input.name, usn: up.input.usn, status: 'registered' });
    expect(removals[0]!.actor.id).toBe(clubUp.user.id);
  });
});

describe('a refused or rolled-back change leaves no entry', () => {
  it('a venue clash (409) on create, series create and edit', async () => {
    const venue = await newVenue();
    const date = freshDate();
    const held = await club.post('/api/events', { ...buildEvent({ date, time: '10:00' }), venueId: venue.id, capacity: 50 });
    expect(held.status).toBe(201);
    const before = await countAll();
    const clash = await club.post('/api/events', { ...buildEvent({ date, time: '11:00' }), venueId: venue.id, capacity: 50 });
    expect(clash.status).toBe(409);
    const seriesClash = await club.post('/api/events', { ...buildEvent({ date: dateFromToday(day - 1 - 14), time: '10:30' }), venueId: venue.id, capacity: 50, repeat: { every: 'week', count: 3 } });
    expect(seriesClash.status).toBe(409);
    const other = await createEventAs(club, { date, time: '12:00', capacity: 50 });
    const countWithOther = before + 1;
    expect((await club.patch(`/api/events/${other.id}`, { venueId: venue.id, name: 'Moved in' })).status).toBe(409);
    expect(await countAll()).toBe(countWithOther);
    expect((await entries(`&eventId=${other.id}`)).map((e) => e.action)).toEqual(['event.created']);
  });

  it('a validation failure inside the edit (400) and a refused removal (404)', async () => {
    const event = await createEventAs(club, { date: freshDate() });
    const before = await countAll();
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const res = await club.patch(`/api/events/${event.id}`, { name: 'Never saved', registrationOpensAt: at(10), registrationClosesAt: at(5) });
    expect(res.status).toBe(400);
    expect((await club.delete(`/api/registrations/${event.id}_NOBODY1`)).status).toBe(404);
    expect(await countAll()).toBe(before);
  });

  it('an entry written in a transaction that then fails is rolled back with it', async () => {
    const before = await countAll();
    const actor = { id: clubUp.user.id, name: 'Chess Club', email: clubUp.input.email };
    await expect(t.ctx.db.transaction().execute(async (trx) => {
      await recordAudit(trx, { actor, action: 'event.edited', event: { id: 'x', name: 'x', organizer_id: clubUp.user.id }, changes: {} });
      throw new Error('the change failed after the entry');
    })).rejects.toThrow('the change failed after the entry');
    expect(await countAll()).toBe(before);
  });
});

describe("a club's account deleted", () => {
  it('writes event.deleted for its events; its entries stay, readable, with the actor id cleared', async () => {
    const leaving = t.client();
    const up = await signUpOrganizer(leaving, { name: 'Go Club' });
    const event = await createEventAs(leaving, { name: 'Go Basics', date: freshDate() });
    expect((await leaving.delete('/api/me')).status).toBe(204);
    const log = await entries(`&eventId=${event.id}`);
    expect(log.map((e) => e.action)).toEqual(['event.deleted', 'event.created']);
    for (const entry of log) {
      expect(entry.actor).toEqual({ id: null, name: 'Go Club', email: up.input.email.toLowerCase() });
      expect(entry.organizer).toEqual({ id: up.user.id, name: null });
    }
    expect((await entries(`&actor=${encodeURIComponent(up.input.email)}`)).map((e) => e.id)).toEqual(log.map((e) => e.id));
  });
});
