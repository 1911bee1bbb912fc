import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { TestApp } from '../../../../test/support/test-app.ts';
import { startTestAppWithPages } from '../../../../test/support/web-root.ts';

// Server-rendered pages in the visitor's language, and the shared page cache kept per language.

let t: TestApp;
const PUBLIC = 'https://events.example.edu';

beforeAll(async () => {
  t = await startTestAppWithPages({ PUBLIC_URL: PUBLIC, CAMPUS_NAME: 'Hill Campus' });
  await createEventAs(t.client(), { name: 'Kannada Rajyotsava Night' }).catch(async () => {
    const club = t.client();
    await signUpOrganizer(club, { name: 'Kannada Sangha' });
    await createEventAs(club, { name: 'Kannada Rajyotsava Night' });
  });
});
afterAll(async () => {
  await t?.close();
});

const htmlLang = (html: string) => /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1];
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="quad-state">/.exec(html)?.[1] ?? '';

describe('a page in its language', () => {
  it('is English by default, with <html lang>, hreflang alternates and a Vary that keeps caches apart', async () => {
    const res = await t.client().get('/');
    expect(res.status).toBe(200);
    expect(htmlLang(res.text)).toBe('en');
    expect(rootOf(res.text)).toContain('Terms and Privacy');
    for (const lang of ['en', 'hi', 'kn']) expect(res.text).toContain(`<link rel="alternate" hreflang="${lang}" href="${PUBLIC}/?lang=${lang}" />`);
    expect(res.text).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC}/" />`);
    expect(res.headers.get('vary')).toBe('accept-encoding, accept-language, cookie');
    expect(res.headers.get('content-language')).toBe('en');
  });

  it('follows Accept-Language, the lang cookie over it, and ?lang= over both', async () => {
    const hindi = await t.client().get('/', { 'accept-language': 'hi-IN,hi;q=0.9' });
    expect(htmlLang(hindi.text)).toBe('hi');
    expect(rootOf(hindi.text)).toContain('नियम और प्राइवेसी');
    expect(rootOf(hindi.text)).not.toContain('Terms and Privacy');

    const kannada = await t.client().get('/', { 'accept-language': 'hi', cookie: 'lang=kn' });
    expect(htmlLang(kannada.text)).toBe('kn');
    expect(rootOf(kannada.text)).toContain('ನಿಯಮಗಳು ಮತ್ತು ಗೌಪ್ಯತೆ');

    const asked = await t.client().get('/?lang=hi', { cookie: 'lang=kn' });
    expect(htmlLang(asked.text)).toBe('hi');
    // The alternates name the page without the language asked for.
    expect(asked.text).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC}/" />`);
  });

  it('never serves one language’s copy of a cached page to another', async () => {
    // The signed-out page is cached and shared; each language has its own copy.
    for (let round = 0; round < 2; round++) {
      for (const [lang, word] of [['en', 'Terms and Privacy'], ['hi', 'नियम और प्राइवेसी'], ['kn', 'ನಿಯಮಗಳು ಮತ್ತು ಗೌಪ್ಯತೆ']] as const) {
        const res = await t.client().get('/about', { cookie: `lang=${lang}` });
        expect(htmlLang(res.text), `${lang}, round ${round}`).toBe(lang);
        expect(rootOf(res.text)).toContain(word);
      }
    }
    // The page shared by everyone holding a session is kept per language as well.
    const student = t.client();
    await signUpStudent(student);
    const before = await student.get('/about');
    expect(htmlLang(before.text)).toBe('en');
    expect((await student.put('/api/me/preferences', { language: 'kn' })).status).toBe(200);
    const after = await student.get('/about', { 'accept-language': 'en' });
    expect(htmlLang(after.text)).toBe('kn');
    const other = t.client();
    await signUpStudent(other);
    expect(htmlLang((await other.get('/about')).text)).toBe('en');
  });

  it("sets <html lang> on the app's shell of a page the browser renders", async () => {
    const res = await t.client().get('/login', { 'accept-language': 'kn' });
    expect(htmlLang(res.text)).toBe('kn');
  });
});
