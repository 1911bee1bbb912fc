import { afterEach, describe, expect, it, vi } from 'vitest';
import { toIcs, type CalendarEvent } from './ics.ts';

const event: CalendarEvent = {
  id: 'ev1', name: 'Robotics night', description: 'Bring a laptop', venue: 'Hall B', startsAt: '2026-12-01T18:00:00.000Z', endsAt: null, organizerName: 'Robotics Club',
};
const stamp = (ics: string) => /DTSTAMP:(\S+)/.exec(ics)?.[1];

afterEach(() => {
  vi.useRealTimers();
});

describe('toIcs', () => {
  it('makes one event’s calendar once a minute for every ticket mail of a rush, and anew when the event changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    const first = await toIcs([event], 'https://quad.test');
    expect(first).toContain('SUMMARY:Robotics night');
    expect(first).toContain('UID:ev1@quad');
    expect(stamp(first)).toBe('20261124T100000Z');

    // Seconds later, the same document: made once, its DTSTAMP from the first.
    vi.setSystemTime(new Date('2026-11-24T10:00:30Z'));
    expect(await toIcs([{ ...event }], 'https://quad.test')).toBe(first);

    // An event changed is made anew, at once.
    const moved = await toIcs([{ ...event, venue: 'Hall C' }], 'https://quad.test');
    expect(moved).toContain('LOCATION:Hall C');
    expect(stamp(moved)).toBe('20261124T100030Z');

    // After a minute, made again: its DTSTAMP is never more than a minute old.
    vi.setSystemTime(new Date('2026-11-24T10:01:05Z'));
    expect(stamp(await toIcs([event], 'https://quad.test'))).toBe('20261124T100105Z');
  });

  it('makes a calendar of several events each time', async () => {
    expect(await toIcs([event, { ...event, id: 'ev2' }], 'https://quad.test')).toMatch(/UID:ev1@quad[\s\S]*UID:ev2@quad/);
  });
});
