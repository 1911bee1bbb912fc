import type { TFunction } from 'i18next';
import { en, type Catalogue } from './en.ts';
import { createI18nFrom } from './instance.ts';
import { PSEUDO_LANGUAGE, type UiLanguage } from './languages.ts';

/**
 * The catalogues this process has: every one on the server and in tests (i18n.ts gives
 * them), English and the page's language in the browser (web/app/i18n.ts gives each as it
 * loads), so a form's messages translate without putting every language in its download.
 */
const catalogues: Record<string, () => Catalogue> = { en: () => en };
const translators = new Map<string, TFunction>();

export function provideCatalogue(language: string, catalogue: () => Catalogue): void {
  catalogues[language] = catalogue;
  translators.clear();
}

/** The `t` of one language, made once per process (server: the API's messages and the e-mails). */
export function translatorFor(language: UiLanguage, pseudo = false): TFunction {
  const key = `${language}:${pseudo}`;
  let t = translators.get(key);
  if (!t) {
    const wanted = pseudo ? PSEUDO_LANGUAGE : language;
    const resources = Object.fromEntries(Object.entries(catalogues).filter(([l]) => l === 'en' || l === wanted).map(([l, c]) => [l, c()]));
    translators.set(key, (t = createI18nFrom(language, resources, { pseudo }).t));
  }
  return t;
}

const englishKeyOf = new Map<string, string>(Object.entries(en.msg).map(([key, text]) => [text, key]));

/**
 * A catalogue message (MSG's English text, as the server's errors carry it) in `language`;
 * a text that is not one of the catalogue's (made of parts, or a zod detail) stays as it is.
 */
export function translateMessage(message: string, language: UiLanguage, pseudo = false): string {
  if (language === 'en') return message;
  const key = englishKeyOf.get(message);
  return key ? translatorFor(language, pseudo)(`msg:${key}`) : message;
}
