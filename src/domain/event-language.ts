import { isLanguage, type Language, type UiLanguage } from './i18n/languages.ts';

/** An event's name and description in one language. */
export interface EventVersion {
  language: Language;
  name: string;
  description: string;
}

/** Which language a reader wants, and the campus default that an event with no stored language is written in. */
export interface EventLanguages {
  campus: Language;
  /** The reader's language; undefined: the event as its organizer wrote it. */
  wanted?: UiLanguage;
}

/** The language an event's own name and description are in: as stored, else the campus default. */
export function originalLanguageOf(stored: string | null | undefined, campus: Language): Language {
  return isLanguage(stored) ? stored : campus;
}

/**
 * The version a reader sees: the translation in their language when there is one, else the
 * original. The pseudo-locale reads English's.
 */
export function versionFor(original: EventVersion, translations: readonly EventVersion[], wanted: UiLanguage | undefined): EventVersion {
  const language = wanted === 'en-XA' ? 'en' : wanted;
  if (!language || language === original.language) return original;
  return translations.find((t) => t.language === language) ?? original;
}
