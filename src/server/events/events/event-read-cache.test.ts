import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

/**
 * GET /api/events/:id from the shared read cache: the same answers as a fresh
 * read, for a visitor and for a student, never stale after a write, and never a way round
 * the campus office's queue.
 */
let t: TestApp;
let club: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  club = t.client();
  await signUpOrganizer(club);
});
afterAll(async () => t?.close());

describe('the event page’s shared read', () => {
  it('answers a visitor from the cache with an ETag, and a 304 for the copy they hold', async () => {
    const event = await createEventAs(club, { name: 'Cached Concert' });
    const visitor = t.client();
    const first = await visitor.get(`/api/events/${event.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: event.id, name: 'Cached Concert', status: 'upcoming', registrations: 0 });
    expect(first.body.viewer).toBeUndefined();
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await visitor.get(`/api/events/${event.id}`, { 'if-none-match': etag })).status).toBe(304);
  });

  it('lays a student’s own state over the shared event, and a write shows at once', async () => {
    const event = await createEventAs(club, { name: 'Own State Night' });
    const client = t.client();
    const student = await signUpStudent(client);
    const before = await client.get(`/api/events/${event.id}`);
    expect(before.body.viewer).toEqual({ registrationId: null, waitlisted: false, feedbackGiven: false, status: null, offerExpiresAt: null });
    const reg = await registerAs(client, student, event.id);
    const after = await client.get(`/api/events/${event.id}`);
    expect(after.body).toMatchObject({ registrations: 1, viewer: { registrationId: reg.id, status: 'registered', waitlisted: false } });
    // A visitor sees the new count, with no viewer.
    const visitor = await t.client().get(`/api/events/${event.id}`);
    expect(visitor.body.registrations).toBe(1);
    expect(visitor.body.viewer).toBeUndefined();
    // An edit by the club is there at the next read.
    await club.patch(`/api/events/${event.id}`, { name: 'Own State Night (moved)' });
    expect((await client.get(`/api/events/${event.id}`)).body.name).toBe('Own State Night (moved)');
  });

  it('is the same answer as the fresh read', async () => {
    const event = await createEventAs(club, { name: 'Same Answer' });
    const client = t.client();
    await signUpStudent(client);
    const cached = (await client.get(`/api/events/${event.id}`)).body;
    t.ctx.publicReads.clear();
    t.ctx.recentViewerStates.clear();
    expect((await client.get(`/api/events/${event.id}`)).body).toEqual(cached);
  });

  it('keeps an unknown event a 404, and keeps unknown ids out of the cache', async () => {
    const res = await t.client().get('/api/events/no-such-event');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('EVENT_NOT_FOUND');
    const entries = (t.ctx.publicReads as unknown as { entries: Map<string, unknown> }).entries;
    expect(entries.has('event:no-such-event')).toBe(false);
  });
});

describe('the event page’s shared read under the campus office (EVENT_APPROVAL=required)', () => {
  let office: TestApp;
  afterAll(async () => office?.close());

  it('never serves a pending event to anyone but its club, however it was read before', async () => {
    office = await startTestApp({ EVENT_APPROVAL: 'required' });
    const owner = office.client();
    await signUpOrganizer(owner);
    const event = await createEventAs(owner, { name: 'Waiting For The Office' });
    expect((await owner.get(`/api/events/${event.id}`)).body.status).toBe('pending');
    expect((await office.client().get(`/api/events/${event.id}`)).status).toBe(404);
    const student = office.client();
    await signUpStudent(student);
    expect((await student.get(`/api/events/${event.id}`)).status).toBe(404);
    expect((await owner.get(`/api/events/${event.id}`)).status).toBe(200);
  });
});
