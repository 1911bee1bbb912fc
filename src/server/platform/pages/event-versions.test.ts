import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { buildEvent } from '../../../../test/support/factories.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import type { TestApp } from '../../../../test/support/test-app.ts';
import { startTestAppWithPages } from '../../../../test/support/web-root.ts';

// The event's page and its link preview follow the version of the event they show.

let t: TestApp;
let club: HttpClient;
const HINDI = { language: 'hi', name: 'तारों भरी रात', description: 'दूरबीन, कोको और सर्दियों के आसमान की सैर।' };
const FIELDS = { date: '2027-01-12', time: '18:30', venue: 'Rooftop Observatory', description: 'Telescopes, cocoa and a guided tour of the winter sky.' };

beforeAll(async () => {
  t = await startTestAppWithPages({ PUBLIC_URL: 'https://events.example.edu', CAMPUS_TIME_ZONE: 'Asia/Kolkata', CAMPUS_NAME: 'Hill Campus' });
  club = t.client();
  await signUpOrganizer(club, { name: 'Astro Club' });
});
afterAll(async () => {
  await t?.close();
});

const jsonLd = (html: string) => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!);
};
/** The event written in English, with its Hindi version beside it. */
async function createTranslated(): Promise<string> {
  const res = await club.post('/api/events', { ...buildEvent({ ...FIELDS, name: 'Star Party' }), translations: [HINDI] });
  expect(res.status).toBe(201);
  return res.body.id;
}
const png = async (path: string) => {
  const res = await fetch(`${t.baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  return sharp(Buffer.from(await res.arrayBuffer())).raw().toBuffer();
};

describe('an event with a Hindi version', () => {
  it('says inLanguage of the version its page shows: the original in English, the translation in Hindi', async () => {
    const event = { id: await createTranslated() };
    const english = jsonLd((await t.client().get(`/events/${event.id}`)).text);
    expect([english.inLanguage, english.name]).toEqual(['en', 'Star Party']);

    const asks: { path: string; headers: Record<string, string> }[] = [{ path: `/events/${event.id}?lang=hi`, headers: {} }, { path: `/events/${event.id}`, headers: { cookie: 'lang=hi' } }];
    for (const asked of asks) {
      const hindi = jsonLd((await t.client().get(asked.path, asked.headers)).text);
      expect([hindi.inLanguage, hindi.name, hindi.description], asked.path).toEqual(['hi', HINDI.name, HINDI.description]);
    }
    // A language with no version of its own reads the original.
    const kannada = jsonLd((await t.client().get(`/events/${event.id}?lang=kn`)).text);
    expect([kannada.inLanguage, kannada.name]).toEqual(['en', 'Star Party']);
  });

  it('draws og.png?lang=hi with the Hindi name: the same picture as an event named so in the first place', async () => {
    const translated = { id: await createTranslated() };
    const english = await png(`/events/${translated.id}/og.png`);
    const hindi = await png(`/events/${translated.id}/og.png?lang=hi`);
    expect(hindi.equals(english)).toBe(false);

    // The card has no other words of the event's own, and its date is in the card's language: an event written in Hindi draws the same pixels.
    const writtenInHindi = await createEventAs(club, { ...FIELDS, language: 'hi', name: HINDI.name, description: HINDI.description });
    expect(hindi.equals(await png(`/events/${writtenInHindi.id}/og.png`))).toBe(true);
    // A language without its own version draws the original.
    expect((await png(`/events/${translated.id}/og.png?lang=kn`)).equals(english)).toBe(true);
  });
});
