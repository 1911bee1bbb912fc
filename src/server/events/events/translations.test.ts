import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { buildEvent } from '../../../../test/support/factories.ts';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let owner: HttpClient;
let otherOrganizer: HttpClient;
let student: HttpClient;

const KN = { language: 'kn', name: 'ಯಕ್ಷಗಾನ ಕಾರ್ಯಾಗಾರ', description: 'ಹೊಸಬರಿಗೆ ಯಕ್ಷಗಾನದ ಹೆಜ್ಜೆಗಳು.' };
const HI = { language: 'hi', name: 'यक्षगान कार्यशाला', description: 'नए लोगों के लिए यक्षगान के कदम।' };
const kn = { 'accept-language': 'kn-IN,kn;q=0.9,en;q=0.5' };

beforeAll(async () => {
  t = await startTestApp();
  owner = t.client();
  await signUpOrganizer(owner, { name: 'Kannada Sangha' });
  otherOrganizer = t.client();
  await signUpOrganizer(otherOrganizer, { name: 'Music Collective' });
  student = t.client();
  await signUpStudent(student);
});
afterAll(async () => t?.close());

async function createTranslated(overrides: Record<string, unknown> = {}) {
  const res = await owner.post('/api/events', { ...buildEvent({ name: 'Yakshagana Workshop' }), translations: [KN], ...overrides });
  expect(res.status).toBe(201);
  return res.body as { id: string; [key: string]: unknown };
}

describe('event content in two languages', () => {
  it('creates an event with a translation: its own language is the campus default, the translation beside it', async () => {
    const event = await createTranslated();
    expect(event).toMatchObject({ name: 'Yakshagana Workshop', language: 'en', originalLanguage: 'en', translations: [KN] });
    expect(event).not.toHaveProperty('original');
  });

  it('reads in the reader’s language: Accept-Language, then the lang cookie; the original beside it', async () => {
    const event = await createTranslated();
    const inKannada = await t.client().get(`/api/events/${event.id}`, kn);
    expect(inKannada.status).toBe(200);
    expect(inKannada.body).toMatchObject({
      name: KN.name, description: KN.description, language: 'kn', originalLanguage: 'en',
      original: { language: 'en', name: 'Yakshagana Workshop' },
    });
    expect(inKannada.headers.get('vary')).toMatch(/accept-language/i);
    // No Hindi version: Hindi readers get the original; English readers too.
    const inHindi = await t.client().get(`/api/events/${event.id}`, { 'accept-language': 'hi' });
    expect(inHindi.body).toMatchObject({ name: 'Yakshagana Workshop', language: 'en' });
    expect((await t.client().get(`/api/events/${event.id}`)).body.name).toBe('Yakshagana Workshop');
    const byCookie = await t.client().get(`/api/events/${event.id}`, { cookie: 'lang=kn' });
    expect(byCookie.body.name).toBe(KN.name);
    // The shared copy of one language is never the other's, in the listing too.
    const listed = await t.client().get(`/api/events?name=${encodeURIComponent('Yakshagana')}`, kn);
    expect(listed.body.events.find((e: { id: string }) => e.id === event.id)?.name).toBe(KN.name);
    const listedEn = await t.client().get(`/api/events?name=${encodeURIComponent('Yakshagana')}`);
    expect(listedEn.body.events.find((e: { id: string }) => e.id === event.id)?.name).toBe('Yakshagana Workshop');
  });

  it('an event written in Kannada with an English translation: a student reading in English sees the translation', async () => {
    const event = await createTranslated({ name: KN.name, description: KN.description, language: 'kn', translations: [{ language: 'en', name: 'Yakshagana steps', description: 'For beginners.' }] });
    const read = await student.get(`/api/events/${event.id}`, { 'accept-language': 'en' });
    expect(read.body).toMatchObject({ name: 'Yakshagana steps', language: 'en', originalLanguage: 'kn', original: { name: KN.name }, viewer: expect.any(Object) });
  });

  it('search matches every version of the name', async () => {
    const event = await createTranslated({ name: `Folk night ${Date.now()}`, translations: [{ ...HI, name: 'लोक संगीत संध्या' }] });
    for (const query of ['लोक संगीत', 'Folk night']) {
      const res = await t.client().get(`/api/events?name=${encodeURIComponent(query)}`);
      expect(res.body.events.map((e: { id: string }) => e.id), query).toContain(event.id);
    }
    const none = await t.client().get(`/api/events?name=${encodeURIComponent('ಯಾವುದೂ ಇಲ್ಲ')}`);
    expect(none.body.events.map((e: { id: string }) => e.id)).not.toContain(event.id);
  });

  it('PATCH replaces the translations, changes the language, and [] removes them', async () => {
    const event = await createTranslated();
    const both = await owner.patch(`/api/events/${event.id}`, { translations: [KN, HI] });
    expect(both.status).toBe(200);
    expect(both.body.translations).toEqual([HI, KN]);
    expect((await t.client().get(`/api/events/${event.id}`, { 'accept-language': 'hi' })).body.name).toBe(HI.name);
    const none = await owner.patch(`/api/events/${event.id}`, { translations: [] });
    expect(none.body.translations).toEqual([]);
    expect((await t.client().get(`/api/events/${event.id}`, kn)).body.name).toBe('Yakshagana Workshop');
    const relabelled = await owner.patch(`/api/events/${event.id}`, { language: 'hi' });
    expect(relabelled.body).toMatchObject({ language: 'hi', originalLanguage: 'hi' });
  });

  it('400 with the catalogue message for a bad translation, on create and on edit', async () => {
    const cases: [unknown, string][] = [
      [[{ ...KN, language: 'fr' }], MSG.eventLanguageInvalid],
      [[{ ...KN, name: '  ' }], MSG.translationNameRequired],
      [[{ ...KN, description: '' }], MSG.translationDescriptionRequired],
      [[KN, KN], MSG.translationRepeated],
      [[{ ...KN, language: 'en' }], MSG.translationSameLanguage],
    ];
    for (const [translations, message] of cases) {
      const res = await owner.post('/api/events', { ...buildEvent(), translations });
      expect([res.status, res.body.error?.fields?.translations ?? Object.values(res.body.error?.fields ?? {})[0]], message).toEqual([400, message]);
    }
    const event = await createTranslated();
    const same = await owner.patch(`/api/events/${event.id}`, { language: 'kn' });
    expect([same.status, same.body.error.message]).toEqual([400, MSG.translationSameLanguage]);
    const badLanguage = await owner.patch(`/api/events/${event.id}`, { language: 'xx' });
    expect([badLanguage.status, badLanguage.body.error.fields.language]).toEqual([400, MSG.eventLanguageInvalid]);
    // In the reader's language too, the code unchanged.
    const inHindi = await owner.patch(`/api/events/${event.id}`, { translations: [KN, KN] }, { 'accept-language': 'hi' });
    expect(inHindi.status).toBe(400);
    expect(inHindi.body.error.message).not.toBe(MSG.translationRepeated);
  });

  it('401 to nobody, 403 to a student and to another club, 404 for no event', async () => {
    const event = await createTranslated();
    expect((await t.client().patch(`/api/events/${event.id}`, { translations: [HI] })).status).toBe(401);
    expect((await student.patch(`/api/events/${event.id}`, { translations: [HI] })).status).toBe(403);
    const other = await otherOrganizer.patch(`/api/events/${event.id}`, { translations: [HI] });
    expect([other.status, other.body.error.message]).toEqual([403, MSG.notAllowedToEditEvent]);
    expect((await owner.patch('/api/events/no-such-event', { translations: [HI] })).status).toBe(404);
    expect((await t.client().get(`/api/events/${event.id}`, kn)).body.translations).toEqual([KN]);
  });
});
