import { intlLocale, type UiLanguage } from '../../../domain/i18n/languages.ts';

/** The day a piece of feedback was given, as the feedback lists show it: 'November 25, 2026' in English. */
export const formatFeedbackDate = (iso: string, language: UiLanguage = 'en') =>
  new Date(iso).toLocaleDateString(language === 'hi' || language === 'kn' ? intlLocale(language) : 'en-US', { year: 'numeric', month: 'long', day: 'numeric' });
