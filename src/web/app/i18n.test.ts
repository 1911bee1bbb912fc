import { afterEach, describe, expect, it, vi } from 'vitest';
import { hi } from '../../domain/i18n/hi.ts';
import { kn } from '../../domain/i18n/kn.ts';
import { MSG } from '../../domain/messages.ts';

// The browser's catalogues load by language: each test starts from a fresh module.
afterEach(() => {
  document.documentElement.lang = '';
  vi.resetModules();
});

async function freshBrowserI18n(lang: string) {
  document.documentElement.lang = lang;
  const { browserI18n, prepareBrowserI18n } = await import('./i18n.ts');
  await prepareBrowserI18n();
  return browserI18n();
}

describe("the browser's languages", () => {
  it("speaks the page's language from the first render, once its catalogue is prepared", async () => {
    const i18n = await freshBrowserI18n('hi');
    expect(i18n.language).toBe('hi');
    expect(i18n.t('nav.home')).toBe(hi.ui['nav.home']);
    // English, every language's fallback, is always there; the other language is not.
    expect(i18n.hasResourceBundle('en', 'ui')).toBe(true);
    expect(i18n.hasResourceBundle('kn', 'ui')).toBe(false);
  });

  it('loads a language chosen later as it switches to it', async () => {
    const i18n = await freshBrowserI18n('en');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.hasResourceBundle('kn', 'ui')).toBe(false);
    await i18n.changeLanguage('kn');
    expect(i18n.t('nav.home')).toBe(kn.ui['nav.home']);
  });

  it("translates a form's catalogue message into a loaded language", async () => {
    await freshBrowserI18n('kn');
    const { translateMessage } = await import('../../domain/i18n/messages-in.ts');
    expect(translateMessage(MSG.loginFirst, 'kn')).toBe(kn.msg.loginFirst);
  });

  it('makes the pseudo-locale from English on demand', async () => {
    const i18n = await freshBrowserI18n('en-XA');
    expect(i18n.t('nav.home')).not.toBe('Home');
    expect(i18n.t('nav.home')).toMatch(/Ĥ/);
  });
});
