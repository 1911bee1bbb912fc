import { describe, expect, it } from 'vitest';
import { displayAvailability, displayCounts } from './event-display.ts';

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

describe('coverBackgrounds', () => {
  it('gives neighbours different backgrounds, and an event the same one wherever it is first', async () => {
    const { coverBackgrounds, stockImageIndex } = await import('./event-display.ts');
    const ids = Array.from({ length: 40 }, (_, i) => `event-${i % 7}`);
    const backgrounds = coverBackgrounds(ids);
    for (let i = 0; i < backgrounds.length; i++) {
      for (let back = 1; back <= 3 && i - back >= 0; back++) expect(backgrounds[i]).not.toBe(backgrounds[i - back]);
    }
    expect(coverBackgrounds(['solo'])).toEqual([stockImageIndex('solo')]);
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
