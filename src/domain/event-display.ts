import { normalizeEventType, type EventType } from './events.ts';
import { isUnlimited, seatsLeft } from './seats.ts';
import { DATE_RE, TIME_RE } from './time.ts';
import { en } from './i18n/en.ts';
import { intlLocale, PSEUDO_LANGUAGE, type UiLanguage } from './i18n/languages.ts';
import { translatorFor } from './i18n/messages-in.ts';

/** SPEC.md §9's fallbacks: what a card shows when a field is missing (English; the catalogue has the others). */
export const FALLBACK = {
  name: en.ui['fallback.name'],
  date: en.ui['fallback.date'],
  time: en.ui['fallback.time'],
  venue: en.ui['fallback.venue'],
  description: en.ui['fallback.description'],
  organizer: en.ui['fallback.organizer'],
} as const;

const FALLBACK_KEY = {
  name: 'ui:fallback.name',
  date: 'ui:fallback.date',
  time: 'ui:fallback.time',
  venue: 'ui:fallback.venue',
  description: 'ui:fallback.description',
  organizer: 'ui:fallback.organizer',
} as const satisfies Record<keyof typeof FALLBACK, string>;

/** A fallback in the reader's language; English (SPEC.md's words) when none is given. */
export function fallbackIn(field: keyof typeof FALLBACK, language?: UiLanguage): string {
  if (!language || language === 'en') return FALLBACK[field];
  return translatorFor(language, language === PSEUDO_LANGUAGE)(FALLBACK_KEY[field]);
}

export const STOCK_IMAGE_COUNT = 6;

export function displayName(name: string | null | undefined, language?: UiLanguage): string {
  return name?.trim() ? name : fallbackIn('name', language);
}

// One formatter for every call: building one per call (toLocaleDateString) is slow.
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** 'December 5, 2026' for a campus date (no time-zone shift: the date is already the campus day). */
export function displayDate(date: string | null | undefined, language?: UiLanguage): string {
  if (!date || !DATE_RE.test(date)) return fallbackIn('date', language);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const value = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(value.getTime())) return fallbackIn('date', language);
  return DATE_FORMAT.format(value);
}

/** '6:30 PM' for '18:30'. */
export function displayTime(time: string | null | undefined, language?: UiLanguage): string {
  if (!time || !TIME_RE.test(time)) return fallbackIn('time', language);
  const [h, m] = time.split(':').map(Number) as [number, number];
  // Hindi and Kannada write the time as Intl does in their language ('6:30 pm').
  if (language === 'hi' || language === 'kn') return timeFormat(language).format(new Date(Date.UTC(2000, 0, 1, h, m)));
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export function displayVenue(venue: string | null | undefined, language?: UiLanguage): string {
  return venue?.trim() ? venue : fallbackIn('venue', language);
}

/** A description of 1 character or fewer is no description. */
export function displayDescription(description: string | null | undefined, language?: UiLanguage): string {
  return description && description.trim().length > 1 ? description : fallbackIn('description', language);
}

export function displayOrganizer(name: string | null | undefined, language?: UiLanguage): string {
  return name?.trim() ? name : fallbackIn('organizer', language);
}

export function displayType(type: string | null | undefined): EventType {
  return normalizeEventType(type);
}

export interface EventCounts {
  registrations: number | null | undefined;
  waitlisted?: number | null;
  /** Max participants; 0 (or none) is unlimited. */
  capacity?: number | null;
}

/**
 * The counts in words (DESIGN.md, in place of SPEC.md's truncated 'N regis..'):
 * '3 registered · 1 waitlisted · 37 places left'. Waitlisted only when someone waits,
 * places left only when there is a limit, 'Full' when none are left ('1 place left').
 */
export function displayCounts({ registrations, waitlisted, capacity }: EventCounts): string {
  const registered = Math.max(0, registrations ?? 0);
  const waiting = Math.max(0, waitlisted ?? 0);
  const parts = [`${registered} registered`];
  if (waiting > 0) parts.push(`${waiting} waitlisted`);
  const left = seatsLeft(capacity, registered);
  if (left !== null) {
    parts.push(left === 0 ? 'Full' : `${left} ${left === 1 ? 'place' : 'places'} left`);
  }
  return parts.join(' · ');
}

/**
 * A card's one line about places, in words: '12 places left', '1 place left', 'Waitlist open'
 * (full, still upcoming: a new registration waits for a freed place), 'Full' (full and over);
 * without a cap, '8 registered', or 'Open to all' before anyone has.
 */
export function displayAvailability(counts: EventCounts, upcoming = true): string {
  const { kind, count } = availability(counts, upcoming);
  if (kind === 'registered') return `${count} registered`;
  if (kind === 'placesLeft') return `${count} ${count === 1 ? 'place' : 'places'} left`;
  return { openToAll: 'Open to all', waitlistOpen: 'Waitlist open', full: 'Full' }[kind];
}

/** displayAvailability's line as a kind and a number, for the screens that word it in another language. */
export function availability({ registrations, capacity }: EventCounts, upcoming = true): { kind: 'registered' | 'openToAll' | 'placesLeft' | 'waitlistOpen' | 'full'; count: number } {
  const registered = Math.max(0, registrations ?? 0);
  const left = seatsLeft(capacity, registered);
  if (left === null) return registered > 0 ? { kind: 'registered', count: registered } : { kind: 'openToAll', count: 0 };
  if (left > 0) return { kind: 'placesLeft', count: left };
  return { kind: upcoming ? 'waitlistOpen' : 'full', count: 0 };
}

/** How often a series' dates come (`repeat.every`, GET /api/series/:id `every`), in words. */
export const SERIES_EVERY = { week: 'Every week', '2weeks': 'Every two weeks' } as const;

export function displayCapacity(capacity: number | null | undefined): string {
  return isUnlimited(capacity) ? 'Unlimited' : String(capacity);
}

/** One of the stock images, the same for an event every time (SPEC.md §9: "chosen at random"). */
export function stockImageIndex(eventId: string): number {
  let hash = 0;
  for (let i = 0; i < eventId.length; i++) hash = (hash * 31 + eventId.charCodeAt(i)) >>> 0;
  return hash % STOCK_IMAGE_COUNT;
}

/**
 * A campus background (0 to STOCK_IMAGE_COUNT - 1, from stockImageIndex): 640×360 for a
 * card, 1600×400 for the banner and an event's page (scripts/make-images.mjs).
 */
export function stockImageUrl(background: number, shape: 'card' | 'banner' = 'card'): string {
  return `/stock/${shape === 'card' ? 'event' : 'banner'}-${background + 1}.webp`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function timeFormat(language: 'hi' | 'kn'): Intl.DateTimeFormat {
  let f = timeFormats.get(language);
  if (!f) timeFormats.set(language, (f = new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' })));
  return f;
}
