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
