import { dayAndMonth } from '../../../domain/event-when.ts';
import { addDays } from '../../../domain/time.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { EventFilters } from '../events/index.ts';

/** The days "This week" spans: today and the six after it. */
export const WEEK_DAYS = 7;

/** Today's filter, and this week's (today to six days on). */
export const todayFilter = (today: string) => ({ date: today, until: '' });
export const weekFilter = (today: string) => ({ date: today, until: addDays(today, WEEK_DAYS - 1) });

export const isToday = (f: EventFilters, today: string | undefined) => Boolean(today && f.date === today && !f.until);
export const isThisWeek = (f: EventFilters, today: string | undefined) => Boolean(today && f.date === today && f.until === addDays(today, WEEK_DAYS - 1));

/** A chosen day (or range) other than today and this week, in words: '27 Nov', '27 Nov – 3 Dec' (Intl's in Hindi and Kannada). */
export function dayWords(f: EventFilters, language?: UiLanguage): string {
  if (!f.date) return '';
  return f.until ? `${dayAndMonth(f.date, false, language)} – ${dayAndMonth(f.until, false, language)}` : dayAndMonth(f.date, false, language);
}

/** How many filters the sheet holds that are on (a day, tag, club). */
export function sheetFilterCount(f: EventFilters, today: string | undefined): number {
  const day = f.date && !isToday(f, today) && !isThisWeek(f, today) ? 1 : 0;
  return day + (f.tag ? 1 : 0) + (f.organizer.trim() ? 1 : 0);
}
