import type { i18n as I18n, Module } from 'i18next';
import { en, type Catalogue, type Namespace } from '../../domain/i18n/en.ts';
import { createI18nFrom } from '../../domain/i18n/instance.ts';
import { provideCatalogue } from '../../domain/i18n/messages-in.ts';
import { isLanguage, PSEUDO_LANGUAGE, type UiLanguage } from '../../domain/i18n/languages.ts';

/**
 * The language the page was served in: the server chose it (the account, the lang cookie,
 * Accept-Language, DEFAULT_LANGUAGE) and wrote it in `<html lang>`, so the browser's first
 * render speaks the server's language and hydrates without a mismatch.
 */
export function documentLanguage(): UiLanguage {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLanguage(lang) || lang === PSEUDO_LANGUAGE ? lang : 'en';
}

/**
 * The other languages' catalogues, each a file of its own: a visitor downloads English
 * (every language's fallback) and their own language only, never all three.
 */
const LOADERS: Record<string, () => Promise<Catalogue>> = {
  hi: () => import('../../domain/i18n/hi.ts').then((m) => m.hi),
  kn: () => import('../../domain/i18n/kn.ts').then((m) => m.kn),
  [PSEUDO_LANGUAGE]: () => import('../../domain/i18n/pseudo.ts').then((m) => m.pseudoCatalogue()),
};

const loaded: Record<string, Catalogue> = { en };

function loadCatalogue(language: string): Promise<Catalogue> {
  const have = loaded[language];
  if (have) return Promise.resolve(have);
  const load = LOADERS[language];
  if (!load) return Promise.reject(new Error(`No catalogue for ${language}`));
  return load().then((catalogue) => {
    // A form's messages (zod-form.ts) in this language too.
    provideCatalogue(language, () => catalogue);
    return (loaded[language] = catalogue);
  });
}

/** Brings a catalogue when the page switches to a language it has not loaded (the language picker). */
const lazyCatalogues: Module & { read: (language: string, namespace: string, done: (error: unknown, data: unknown) => void) => void } = {
  type: 'backend',
  read(language, namespace, done) {
    loadCatalogue(language).then(
      (catalogue) => done(null, catalogue[namespace as Namespace]),
      (error: unknown) => done(error, false),
    );
  },
};

/** The page's own catalogue, loaded before the first render (main.tsx) so that it hydrates in the server's words. */
export async function prepareBrowserI18n(): Promise<void> {
  await loadCatalogue(documentLanguage());
}

let browser: I18n | undefined;

/** The browser's one instance (the server makes one per rendered page: entry-server.tsx). */
export function browserI18n(): I18n {
  if (!browser) {
    const language = documentLanguage();
    browser = createI18nFrom(language, { ...loaded }, { pseudo: language === PSEUDO_LANGUAGE, backend: lazyCatalogues });
  }
  return browser;
}
