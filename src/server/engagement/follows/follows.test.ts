import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { MSG } from '../../../domain/messages.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('following clubs', () => {
  it('401 signed out, 403 for an organizer, 404 for an unknown club; PUT and DELETE are idempotent 204s', async () => {
    const club = t.client();
    const { user } = await signUpOrganizer(club);
    expect((await t.client().put(`/api/organizers/${user.id}/follow`, {})).status).toBe(401);
    const refused = await club.put(`/api/organizers/${user.id}/follow`, {});
    expect([refused.status, refused.body.error.message]).toEqual([403, MSG.onlyStudentsFollow]);
    const student = t.client();
    await signUpStudent(student);
    expect((await student.put('/api/organizers/nobody/follow', {})).status).toBe(404);
    expect((await student.put(`/api/organizers/${user.id}/follow`, {})).status).toBe(204);
    expect((await student.put(`/api/organizers/${user.id}/follow`, {})).status).toBe(204);
    expect((await student.get(`/api/organizers/${user.id}`)).body).toMatchObject({ followers: 1, following: true });
    expect((await t.client().get(`/api/organizers/${user.id}`)).body.followers).toBe(1);
    expect((await t.client().get(`/api/organizers/${user.id}`)).body.following).toBeUndefined();
    expect((await student.get('/api/me/following')).body.organizers).toEqual([{ id: user.id, name: expect.any(String) }]);
    expect((await student.delete(`/api/organizers/${user.id}/follow`)).status).toBe(204);
    expect((await student.delete(`/api/organizers/${user.id}/follow`)).status).toBe(204);
    expect((await student.get(`/api/organizers/${user.id}`)).body).toMatchObject({ followers: 0, following: false });
    expect((await student.get('/api/me/following')).body.organizers).toEqual([]);
    expect((await t.client().get('/api/me/following')).status).toBe(401);
    expect((await club.get('/api/me/following')).status).toBe(403);
  });

  it("a followed club's new event reaches its followers' inboxes at once, unless they turned that off", async () => {
    const club = t.client();
    const { user } = await signUpOrganizer(club);
    const [follower, quiet, stranger] = [t.client(), t.client(), t.client()];
    for (const s of [follower, quiet, stranger]) await signUpStudent(s);
    await follower.put(`/api/organizers/${user.id}/follow`, {});
    await quiet.put(`/api/organizers/${user.id}/follow`, {});
    expect((await quiet.put('/api/me/preferences', { followInbox: false })).body.followInbox).toBe(false);
    const event = await createEventAs(club, { name: 'Robot Wars' });
    const inbox = (await follower.get('/api/me/inbox')).body;
    expect(inbox.unread).toBe(1);
    expect(inbox.items[0]).toMatchObject({ kind: 'new-event', eventId: event.id });
    expect(inbox.items[0].subject).toMatch(/Robot Wars$/);
    expect((await quiet.get('/api/me/inbox')).body.unread).toBe(0);
    expect((await stranger.get('/api/me/inbox')).body.unread).toBe(0);
  });

  it("says the new event in the reader's language: English as stored, Hindi by Accept-Language, Kannada by the account's choice", async () => {
    const club = t.client();
    const { user } = await signUpOrganizer(club);
    const clubName = (await t.client().get(`/api/organizers/${user.id}`)).body.name as string;
    const follower = t.client();
    await signUpStudent(follower);
    await follower.put(`/api/organizers/${user.id}/follow`, {});
    await createEventAs(club, { name: 'Robot Wars', date: '2030-03-14', time: '18:30', venue: 'Hall B' });
    const english = (await follower.get('/api/me/inbox')).body.items[0];
    expect(english).toMatchObject({ subject: `New from ${clubName}: Robot Wars`, message: 'March 14, 2030 at 6:30 PM, Hall B.' });
    const hindi = (await follower.get('/api/me/inbox', { 'accept-language': 'hi' })).body.items[0];
    expect(hindi.subject).toBe(translatorFor('hi')('mail:push.clubEvent', { club: clubName, event: 'Robot Wars' }));
    expect(hindi.message).toMatch(/^14 मार्च 2030, .*, Hall B।$/);
    await follower.put('/api/me/preferences', { language: 'kn' });
    const kannada = (await follower.get('/api/me/inbox')).body.items[0];
    expect(kannada.message).toMatch(/^ಮಾರ್ಚ್ 14, 2030, .*, Hall B\.$/);
    // What is stored stays English.
    const row = await t.ctx.db.selectFrom('inbox_items').select(['subject', 'message']).where('id', '=', english.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ subject: english.subject, message: english.message });
  });
});
