import { describe, expect, it } from 'vitest';
import { toIcs, type CalendarEvent } from './ics.ts';

const event: CalendarEvent = {
  id: 'ev1', name: 'Robotics night', description: 'Bring a laptop', venue: 'Hall B', startsAt: '2026-12-01T18:00:00.000Z', endsAt: null, organizerName: 'Robotics Club',
};

describe('toIcs', () => {
  it('makes one event’s calendar once for every ticket mail of a rush, and anew when the event changes', async () => {
    const first = await toIcs([event], 'https://quad.test');
    expect(first).toContain('SUMMARY:Robotics night');
    expect(first).toContain('UID:ev1@quad');
    // The same document, DTSTAMP included: it was not made again.
    expect(await toIcs([{ ...event }], 'https://quad.test')).toBe(first);
    const moved = await toIcs([{ ...event, venue: 'Hall C' }], 'https://quad.test');
    expect(moved).toContain('LOCATION:Hall C');
    expect(await toIcs([event, { ...event, id: 'ev2' }], 'https://quad.test')).toMatch(/UID:ev1@quad[\s\S]*UID:ev2@quad/);
  });
});
