import { useTranslation } from 'react-i18next';
import { recordDay } from '../../../domain/format.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { usePublicConfig } from '../api/config.ts';

/** The browser's own zone, for the moments before the configuration has arrived. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "3 Mar 2026", the campus's day of an instant, written as the app writes every day, in the page's language. */
export function useDayFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const timeZone = usePublicConfig().data?.timeZone ?? browserZone();
  return (iso: string) => recordDay(iso, timeZone, language);
}
