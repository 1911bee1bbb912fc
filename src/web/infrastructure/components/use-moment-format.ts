import { useTranslation } from 'react-i18next';
import { intlLocale, type UiLanguage } from '../../../domain/i18n/languages.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant with its day and time ("Mar 2, 2026, 3:30 PM"), in the page's language: English
 * keeps the US form the account and token lists have always shown; Hindi and Kannada are Intl's.
 */
export function momentText(iso: string, language: UiLanguage, withSeconds = false): string {
  const key = `${language}:${withSeconds}`;
  let f = formats.get(key);
  const locale = language === 'hi' || language === 'kn' ? intlLocale(language) : 'en-US';
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: withSeconds ? 'medium' : 'short' })));
  return f.format(new Date(iso));
}

/** momentText in the page's language. */
export function useMomentFormat(withSeconds = false) {
  const { i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  return (iso: string) => momentText(iso, language, withSeconds);
}
