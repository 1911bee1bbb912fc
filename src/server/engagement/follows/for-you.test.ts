import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { eventTagsMessage } from '../../../domain/tags.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('event tags', () => {
  it('up to three campus tags, spelled as the campus does; 400 for others; the listing filters by one', async () => {
    const club = t.client();
    await signUpOrganizer(club);
    const tagged = await createEventAs(club, { name: 'Open Mic', tags: ['music', 'Culture'] } as never);
    expect(tagged.tags).toEqual(['Music', 'Culture']);
    const other = await createEventAs(club, { name: 'Hackathon', tags: ['Tech'] } as never);
    for (const tags of [['Quidditch'], ['Tech', 'Music', 'Sports', 'Career'], 'Tech']) {
      const res = await club.post('/api/events', { ...(await import('../../../../test/support/factories.ts')).buildEvent(), tags });
      expect(res.status).toBe(400);
    }
    expect((await club.post('/api/events', { ...(await import('../../../../test/support/factories.ts')).buildEvent(), tags: ['Quidditch'] })).body.error.message).toBe(eventTagsMessage);
    const music = (await t.client().get('/api/events?tag=music&limit=100')).body.events.map((e: { id: string }) => e.id);
    expect(music).toContain(tagged.id);
    expect(music).not.toContain(other.id);
    expect((await t.client().get('/api/events?tag=Quidditch')).status).toBe(400);
    expect((await club.patch(`/api/events/${other.id}`, { tags: ['Sports'] })).status).toBe(200);
    expect((await t.client().get(`/api/events/${other.id}`)).body.tags).toEqual(['Sports']);
  });
});

describe('GET /api/events?for=me', () => {
  it('401 signed out, 403 for an organizer, 400 for another value', async () => {
    expect((await t.client().get('/api/events?for=me')).status).toBe(401);
    const club = t.client();
    await signUpOrganizer(club);
    const refused = await club.get('/api/events?for=me');
    expect([refused.status, refused.body.error.message]).toEqual([403, MSG.onlyStudentsForYou]);
    expect((await club.get('/api/events?for=you')).status).toBe(400);
  });

  it('followed clubs first, then interests, then what students of the same past events chose; each with its reason, none already registered', async () => {
    const [followed, tagged, other] = [t.client(), t.client(), t.client()];
    const followedClub = await signUpOrganizer(followed);
    await signUpOrganizer(tagged);
    await signUpOrganizer(other);
    const fromFollowed = await createEventAs(followed, { name: 'Robot Sumo' });
    const alreadyMine = await createEventAs(followed, { name: 'Robot Wars' });
    const withInterest = await createEventAs(tagged, { name: 'Reading Circle', tags: ['Academic'] } as never);
    const past = await createEventAs(other, { name: 'Past Talk' });
    const popular = await createEventAs(other, { name: 'Peer Pick' });
    const unrelated = await createEventAs(other, { name: 'Nobody Cares' });

    const me = t.client();
    const mine = await signUpStudent(me);
    const peer = t.client();
    const peerSignup = await signUpStudent(peer);
    await me.put(`/api/organizers/${followedClub.user.id}/follow`, {});
    await me.put('/api/me/preferences', { interests: ['Academic'] });
    await registerAs(me, mine, alreadyMine.id);
    await registerAs(me, mine, past.id);
    await registerAs(peer, peerSignup, past.id);
    await registerAs(peer, peerSignup, popular.id);
    // The shared event took place yesterday.
    await t.ctx.db.updateTable('events').set({ starts_at: new Date(Date.now() - 86_400_000).toISOString() }).where('id', '=', past.id).execute();

    const res = await me.get('/api/events?for=me');
    expect(res.status).toBe(200);
    const picks = res.body.events.map((e: { id: string; reason: string }) => [e.id, e.reason]);
    expect(picks).toEqual([
      [fromFollowed.id, `Because you follow ${followedClub.input.name}`],
      [withInterest.id, 'Because you like Academic'],
      [popular.id, 'Popular with students who went to your events'],
    ]);
    expect(picks.map((p: string[]) => p[0])).not.toContain(unrelated.id);
    // Each reason in the reader's language; the club's name and the campus's tag as written.
    const inHindi = (await me.get('/api/events?for=me', { 'accept-language': 'hi' })).body.events.map((e: { id: string; reason: string }) => [e.id, e.reason]);
    expect(inHindi).toEqual([
      [fromFollowed.id, `क्योंकि आप ${followedClub.input.name} को फ़ॉलो करते हैं`],
      [withInterest.id, 'क्योंकि आपको Academic पसंद है'],
      [popular.id, 'आपके साथ इवेंट्स में गए स्टूडेंट्स के बीच पॉपुलर'],
    ]);
    const inKannada = (await me.get('/api/events?for=me', { 'accept-language': 'kn' })).body.events.map((e: { reason: string }) => e.reason);
    expect(inKannada[2]).toBe('ನೀವು ಹೋದ ಈವೆಂಟ್‌ಗಳಿಗೆ ಬಂದ ಸ್ಟೂಡೆಂಟ್‌ಗಳಲ್ಲಿ ಜನಪ್ರಿಯ');
    // English again for the English reader: each language's listing is remembered apart.
    expect((await me.get('/api/events?for=me')).body.events.map((e: { id: string; reason: string }) => [e.id, e.reason])).toEqual(picks);
    expect(res.body.nextCursor).toBeNull();
    // A student with nothing to go on gets an empty view, not an error.
    const newcomer = t.client();
    await signUpStudent(newcomer);
    expect((await newcomer.get('/api/events?for=me')).body.events).toEqual([]);
  });
});
