import { describe, expect, it } from 'vitest';
import { eventFields, eventUrl, timedEventFields, UNNAMED_CLUB } from './event-fields.ts';

const row = {
  id: 'ev1', name: 'Hack Night', date: '2026-12-04', time: '22:00', end_time: '01:30', venue: 'Main Hall',
  organizer_name: 'Coding Club', description: 'Bring a laptop.', starts_at: '2026-12-04T16:30:00.000Z',
};

describe('one telling of an event for the calendar file and every mail', () => {
  it('takes the title, day, time, venue and club from the record, naming a club without a name as the notice asks', () => {
    expect(eventFields(row)).toEqual({ id: 'ev1', name: 'Hack Night', date: '2026-12-04', time: '22:00', venue: 'Main Hall', organizerName: 'Coding Club' });
    expect(eventFields({ ...row, organizer_name: null }).organizerName).toBeNull();
    expect(eventFields({ ...row, organizer_name: null }, UNNAMED_CLUB).organizerName).toBe('The organizer');
    expect(eventFields(row, UNNAMED_CLUB).organizerName).toBe('Coding Club');
  });

  it('adds the start and end instants in the campus zone (an end before the start is the next day) and the description', () => {
    expect(timedEventFields(row, 'Asia/Kolkata')).toEqual({
      ...eventFields(row), description: 'Bring a laptop.', startsAt: '2026-12-04T16:30:00.000Z', endsAt: '2026-12-04T20:00:00.000Z',
    });
    expect(timedEventFields({ ...row, starts_at: new Date(row.starts_at), end_time: null }, 'Asia/Kolkata')).toMatchObject({ startsAt: row.starts_at, endsAt: null });
  });

  it('links to the event’s page', () => {
    expect(eventUrl('https://quad.example.edu', 'ev 1')).toBe('https://quad.example.edu/events/ev%201');
  });
});
