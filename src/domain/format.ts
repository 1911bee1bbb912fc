import { dayAndMonth } from './event-when.ts';
import type { UiLanguage } from './i18n/languages.ts';
import { cutText } from './text-cut.ts';
import { campusDate } from './time.ts';

/**
 * How the involvement record (page, PDF, shared link) writes a day: '26 Nov 2026', a
 * campus date (YYYY-MM-DD) as is, an instant as the campus day it fell on.
 */
export function recordDay(day: string | Date, timeZone?: string, language?: UiLanguage): string {
  return dayAndMonth(typeof day === 'string' && !timeZone ? day : campusDate(new Date(day), timeZone ?? 'UTC'), true, language);
}

/** Top bar: the user's name cut to 7 characters plus '...' (SPEC.md §9), by grapheme so an emoji stays whole. */
export const NAME_CUT = 7;

export function shortName(name: string): string {
  return cutText(name.trim(), NAME_CUT, { mark: '...', markOutside: true });
}
