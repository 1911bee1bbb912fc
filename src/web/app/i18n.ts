import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../domain/i18n/i18n.ts';
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

let browser: I18n | undefined;

/** The browser's one instance (the server makes one per rendered page: entry-server.tsx). */
export function browserI18n(): I18n {
  if (!browser) {
    const language = documentLanguage();
    browser = createI18n(language, { pseudo: language === PSEUDO_LANGUAGE });
  }
  return browser;
}
