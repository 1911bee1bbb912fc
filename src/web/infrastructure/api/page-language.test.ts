import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module reads the page's address once, as the app starts: each case loads it afresh. */
async function load(search: string, lang: string) {
  history.replaceState(null, '', `/events/e1${search}`);
  document.documentElement.lang = lang;
  vi.resetModules();
  return import('./page-language.ts');
}

describe('the language a page was opened in', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    document.documentElement.lang = 'en';
  });

  it('is asked of the API when the page was opened with ?lang= and rendered in it', async () => {
    const { withPageLanguage } = await load('?lang=kn', 'kn');
    expect(withPageLanguage('/api/events/e1')).toBe('/api/events/e1?lang=kn');
    expect(withPageLanguage('/api/events?limit=5')).toBe('/api/events?limit=5&lang=kn');
    expect(withPageLanguage('/api/events?lang=hi')).toBe('/api/events?lang=hi');
  });

  it('is left to the usual sources without ?lang=, for an unknown one, or once the visitor picks a language', async () => {
    expect((await load('', 'kn')).withPageLanguage('/api/events')).toBe('/api/events');
    expect((await load('?lang=fr', 'en')).withPageLanguage('/api/events')).toBe('/api/events');
    const picked = await load('?lang=hi', 'hi');
    picked.forgetPageLanguage();
    expect(picked.withPageLanguage('/api/events')).toBe('/api/events');
  });
});
