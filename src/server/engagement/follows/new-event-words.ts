import type { TFunction } from 'i18next';
import { displayDate, displayTime, displayVenue, FALLBACK, fallbackIn } from '../../../domain/event-display.ts';
import { intlLocale, type UiLanguage } from '../../../domain/i18n/languages.ts';

/**
 * A followed club's new event in the inbox. The item is stored in English, as it always
 * was (old rows and new alike: no history is rewritten), and said in the reader's language
 * when the inbox is read, from the known forms below; a text of any other form stays as stored.
 */

/** The name put for a club that has none. */
export const A_CLUB_YOU_FOLLOW = 'A club you follow';

/** 'New from Chess Club: Robot Wars' */
export const newEventSubject = (club: string, event: string) => `New from ${club}: ${event}`;

/** 'December 5, 2026 at 6:30 PM, Hall B.' */
export const newEventMessage = (event: { date: string | null; time: string | null; venue: string | null }) =>
  `${displayDate(event.date)} at ${displayTime(event.time)}, ${displayVenue(event.venue)}.`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// The club's name is read up to the first ': ' (an event's name may hold one; a club's name rarely does).
const SUBJECT = /^New from (.+?): (.+)$/s;
const MESSAGE = new RegExp(`^(?:(${MONTHS.join('|')}) (\\d{1,2}), (\\d{4})|${FALLBACK.date}) at (?:(\\d{1,2}):(\\d{2}) ([AP]M)|${FALLBACK.time}), (.*)\\.$`, 's');

const pad = (n: number) => String(n).padStart(2, '0');

function dateIn(month: string, day: string, year: string, language: UiLanguage): string {
  const date = new Date(Date.UTC(Number(year), MONTHS.indexOf(month), Number(day)));
  return new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** A new-event item's subject and message in `language` (`t` its catalogue); English as stored. */
export function newEventInLanguage(item: { subject: string; message: string }, t: TFunction, language: UiLanguage): { subject: string; message: string } {
  if (language === 'en') return item;
  const subject = SUBJECT.exec(item.subject);
  const message = MESSAGE.exec(item.message);
  let said = { ...item };
  if (subject) {
    const club = subject[1] === A_CLUB_YOU_FOLLOW ? t('mail:inbox.aClubYouFollow') : subject[1];
    const event = subject[2] === FALLBACK.name ? fallbackIn('name', language) : subject[2];
    said = { ...said, subject: t('mail:push.clubEvent', { club, event }) };
  }
  if (message) {
    const [, month, day, year, hour, minute, half, stored] = message;
    const date = month ? dateIn(month, day!, year!, language) : fallbackIn('date', language);
    const time = hour ? displayTime(`${pad((Number(hour) % 12) + (half === 'PM' ? 12 : 0))}:${minute}`, language) : fallbackIn('time', language);
    const venue = stored === FALLBACK.venue ? fallbackIn('venue', language) : stored;
    said = { ...said, message: t('mail:inbox.newEventWhen', { date, time, venue }) };
  }
  return said;
}
