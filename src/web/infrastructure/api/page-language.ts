import { isLanguage } from '../../../domain/i18n/languages.ts';

/**
 * A page opened with `?lang=` (a shared link, the hreflang alternates) was rendered in that
 * language whatever the visitor's cookie or account says. The app's requests ask for it too,
 * so data fetched after hydration (an event's name and description) stays in the language
 * the page was served in, until the visitor picks a language themselves.
 */
let asked: string | null = (() => {
  if (typeof location === 'undefined' || typeof document === 'undefined') return null;
  const lang = new URLSearchParams(location.search).get('lang');
  return isLanguage(lang) && lang === document.documentElement.lang ? lang : null;
})();

/** The path with the page's asked-for language, when it was opened with one. */
export function withPageLanguage(path: string): string {
  if (!asked || !path.startsWith('/api/') || /[?&]lang=/.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${asked}`;
}

/** The visitor chose a language: from now on the usual sources (account, cookie) decide. */
export function forgetPageLanguage() {
  asked = null;
}
