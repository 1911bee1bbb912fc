import { describe, expect, it } from 'vitest';
import { displayAvailability, displayCounts, displayDate, displayDescription, displayName, displayOrganizer, displayTime, displayVenue, FALLBACK } from './event-display.ts';
import { campusDay } from './event-when.ts';
// Gives every catalogue, as the server has them.
import { translatorFor } from './i18n/i18n.ts';

describe('displayCounts (DESIGN.md: counts as words, not "N regis..")', () => {
  it('says how many registered, and how many places are left when there is a limit', () => {
    expect(displayCounts({ registrations: 3, waitlisted: 0, capacity: 40 })).toBe('3 registered · 37 places left');
    expect(displayCounts({ registrations: 0, waitlisted: 0, capacity: 30 })).toBe('0 registered · 30 places left');
    expect(displayCounts({ registrations: 29, waitlisted: 0, capacity: 30 })).toBe('29 registered · 1 place left');
  });

  it('has no places left to count when the event is unlimited (capacity 0 or none)', () => {
    expect(displayCounts({ registrations: 3, waitlisted: 0, capacity: 0 })).toBe('3 registered');
    expect(displayCounts({ registrations: 1 })).toBe('1 registered');
    expect(displayCounts({ registrations: null })).toBe('0 registered');
  });

  it('says Full, and who waits, when no place is left', () => {
    expect(displayCounts({ registrations: 30, waitlisted: 0, capacity: 30 })).toBe('30 registered · Full');
    expect(displayCounts({ registrations: 30, waitlisted: 2, capacity: 30 })).toBe('30 registered · 2 waitlisted · Full');
    // The limit lowered below the registrations already taken.
    expect(displayCounts({ registrations: 32, waitlisted: 0, capacity: 30 })).toBe('32 registered · Full');
  });

  it('names the waitlist only when someone is on it', () => {
    expect(displayCounts({ registrations: 3, waitlisted: 1, capacity: 40 })).toBe('3 registered · 1 waitlisted · 37 places left');
    expect(displayCounts({ registrations: 3, waitlisted: 1 })).toBe('3 registered · 1 waitlisted');
  });
});

describe('stockImageIndex', () => {
  it("is the same for an event every time: its card, the banner and its page show one cover", async () => {
    const { stockImageIndex, STOCK_IMAGE_COUNT } = await import('./event-display.ts');
    expect(stockImageIndex('evt_123')).toBe(stockImageIndex('evt_123'));
    const seen = new Set(Array.from({ length: 60 }, (_, i) => stockImageIndex(`event-${i}`)));
    expect([...seen].every((b) => b >= 0 && b < STOCK_IMAGE_COUNT)).toBe(true);
    expect(seen.size).toBe(STOCK_IMAGE_COUNT);
  });
});

describe('displayAvailability', () => {
  it('says in words what is left: places, the waitlist, or full', () => {
    expect(displayAvailability({ registrations: 28, capacity: 40 })).toBe('12 places left');
    expect(displayAvailability({ registrations: 39, capacity: 40 })).toBe('1 place left');
    expect(displayAvailability({ registrations: 40, waitlisted: 3, capacity: 40 })).toBe('Waitlist open');
    expect(displayAvailability({ registrations: 40, capacity: 40 }, false)).toBe('Full');
    expect(displayAvailability({ registrations: 8, capacity: 0 })).toBe('8 registered');
    expect(displayAvailability({ registrations: 0, capacity: null })).toBe('Open to all');
  });
});

describe("SPEC.md §9's fallbacks in the reader's language", () => {
  const hi = translatorFor('hi');
  const kn = translatorFor('kn');

  it('displayName: English as SPEC.md words it when no language is given, else the reader’s', () => {
    expect(displayName(null)).toBe('Untitled Event');
    expect(displayName('  ', 'en')).toBe('Untitled Event');
    expect(displayName(undefined, 'hi')).toBe(hi('ui:fallback.name'));
    expect(displayName('', 'kn')).toBe(kn('ui:fallback.name'));
    expect(displayName('Robot Wars', 'hi')).toBe('Robot Wars');
  });

  it('displayDate', () => {
    expect(displayDate(null)).toBe('Unknown Date');
    expect(displayDate('2026-13-45')).toBe('Unknown Date');
    expect(displayDate('not a date', 'hi')).toBe(hi('ui:fallback.date'));
    expect(displayDate(undefined, 'kn')).toBe(kn('ui:fallback.date'));
    expect(displayDate('2026-12-05', 'hi')).toBe('December 5, 2026');
    expect(campusDay(null, 'hi')).toBe(hi('ui:fallback.date'));
    expect(campusDay(null)).toBe('Unknown Date');
  });

  it('displayTime', () => {
    expect(displayTime(null)).toBe('Unknown Time');
    expect(displayTime('25:00', 'en')).toBe('Unknown Time');
    expect(displayTime('', 'hi')).toBe(hi('ui:fallback.time'));
    expect(displayTime(undefined, 'kn')).toBe(kn('ui:fallback.time'));
    expect(displayTime('18:30')).toBe('6:30 PM');
  });

  it('displayVenue', () => {
    expect(displayVenue(null)).toBe('Unknown Venue');
    expect(displayVenue(' ', 'hi')).toBe(hi('ui:fallback.venue'));
    expect(displayVenue(null, 'kn')).toBe(kn('ui:fallback.venue'));
    expect(displayVenue('Hall B', 'kn')).toBe('Hall B');
  });

  it('displayDescription (1 character or fewer is none)', () => {
    expect(displayDescription('x')).toBe('No description available');
    expect(displayDescription('x', 'hi')).toBe(hi('ui:fallback.description'));
    expect(displayDescription(null, 'kn')).toBe(kn('ui:fallback.description'));
    expect(displayDescription('Bring a laptop.', 'hi')).toBe('Bring a laptop.');
  });

  it('displayOrganizer', () => {
    expect(displayOrganizer(null)).toBe('Organizer');
    expect(displayOrganizer('', 'hi')).toBe(hi('ui:fallback.organizer'));
    expect(displayOrganizer(undefined, 'kn')).toBe(kn('ui:fallback.organizer'));
  });

  it('the catalogue’s English is FALLBACK, and Hindi and Kannada are their own words', () => {
    const en = translatorFor('en');
    for (const [field, text] of Object.entries(FALLBACK)) {
      expect(en(`ui:fallback.${field}`)).toBe(text);
      expect(hi(`ui:fallback.${field}`)).not.toBe(text);
      expect(kn(`ui:fallback.${field}`)).not.toBe(text);
    }
    expect(hi('ui:fallback.name')).toBe('बिना नाम का इवेंट');
    expect(kn('ui:fallback.venue')).toBe('ಸ್ಥಳ ತಿಳಿದಿಲ್ಲ');
  });
});
