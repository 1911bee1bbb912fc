import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Insights } from '../../../domain/responses/feedback.ts';
import { dayAndMonth } from '../../../domain/event-when.ts';
import { dailyTimeline, MAX_TIMELINE_DAYS } from './insights-timeline.ts';
import { renderInApp } from '../../../../test/support/web.tsx';

// The charts measure their container, which jsdom does not lay out: the test reads what
// the page asks of them instead (axes, data), the contract with recharts.
const drawn = vi.hoisted(() => ({ bar: [] as Record<string, unknown>[], line: [] as Record<string, unknown>[] }));
vi.mock('@mantine/charts', () => ({
  BarChart: (props: Record<string, unknown>) => {
    drawn.bar.push(props);
    return <svg data-testid="bar-chart" />;
  },
  LineChart: (props: Record<string, unknown>) => {
    drawn.line.push(props);
    return <svg data-testid="line-chart" />;
  },
}));
vi.mock('@mantine/charts/styles.css', () => ({}));

const { Charts } = await import('./InsightsCharts.tsx');
const { AttendanceInsights } = await import('./AttendanceInsights.tsx');

const insights: Insights = {
  ratings: [0, 0, 1, 2, 1],
  attendance: { registered: 10, checkedIn: 7, noShows: 3, rate: 0.7 },
  events: [
    {
      eventId: 'e2', name: 'Hack Night', date: '2026-11-25', ratings: [0, 0, 0, 1, 1],
      timeline: [
        { date: '2026-11-20', registered: 1, waitlisted: 0, checkedIn: 0 },
        { date: '2026-11-22', registered: 3, waitlisted: 1, checkedIn: 0 },
        { date: '2026-11-25', registered: 3, waitlisted: 1, checkedIn: 2 },
      ],
      attendance: { registered: 3, checkedIn: 2, noShows: null, rate: 2 / 3 },
    },
    { eventId: 'e1', name: 'Poetry Slam', date: '2026-10-02', ratings: [0, 0, 1, 1, 0], timeline: [],
      attendance: { registered: 10, checkedIn: 7, noShows: 3, rate: 0.7 } },
  ],
};

function show(eventId = '', today = '2026-12-01') {
  const onEvent = vi.fn();
  renderInApp(<Charts insights={insights} eventId={eventId} onEvent={onEvent} today={today} />);
  return { onEvent };
}

beforeEach(() => {
  drawn.bar.length = 0;
  drawn.line.length = 0;
});
afterEach(cleanup);

describe('the insights charts', () => {
  it('count axes take whole numbers only: no 0.5 ticks on either chart', () => {
    show();
    const bar = drawn.bar.at(-1)!;
    const line = drawn.line.at(-1)!;
    expect(bar.yAxisProps).toMatchObject({ allowDecimals: false });
    expect(line.yAxisProps).toMatchObject({ allowDecimals: false });
  });

  it('draws registrations as a cumulative line by day, labelled "25 Nov", ending on the event’s day', () => {
    show();
    const line = drawn.line.at(-1)!;
    expect(line.dataKey).toBe('label');
    const data = line.data as { date: string; label: string; registered: number | null; checkedIn: number | null }[];
    expect(data.map((d) => d.label)).toEqual(['19 Nov', '20 Nov', '21 Nov', '22 Nov', '23 Nov', '24 Nov', '25 Nov']);
    expect(data.map((d) => d.registered)).toEqual([0, 1, 1, 3, 3, 3, 3]);
    expect(data.at(-1)).toMatchObject({ date: '2026-11-25', checkedIn: 2 });
    expect(data.every((d) => !/^\d{4}-/.test(d.label))).toBe(true);
  });

  it('keeps the accessible names the end-to-end tests read', () => {
    show();
    expect(screen.getByRole('img', { name: /^Rating distribution: 0 rated 1, 0 rated 2, 1 rated 3, 2 rated 4, 1 rated 5$/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Registrations over time for Hack Night, by day up to the event on 25 Nov: 3 registered, 1 waitlisted, 2 checked in$/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Insights' })).toBeTruthy();
  });

  it('switches to one event’s ratings; an event with no registrations says so', () => {
    const { onEvent } = show('e1');
    expect(screen.getByRole('img', { name: /^Rating distribution: 0 rated 1, 0 rated 2, 1 rated 3, 1 rated 4, 0 rated 5$/ })).toBeTruthy();
    expect(screen.getByText('No registrations yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Event'), { target: { value: 'e2' } });
    expect(onEvent).toHaveBeenCalledWith('e2');
  });
});

describe('dailyTimeline', () => {
  const insight = insights.events[0]!;

  it('carries the totals over days without a change', () => {
    const points = dailyTimeline(insight, '2026-12-01');
    expect(points.find((p) => p.date === '2026-11-24')).toMatchObject({ registered: 3, waitlisted: 1, checkedIn: 0 });
  });

  it('runs the axis to the event’s day for an event still ahead, with no values after today', () => {
    const points = dailyTimeline({ date: '2026-11-30', timeline: insight.timeline.slice(0, 2) }, '2026-11-27');
    expect(points.at(-1)).toMatchObject({ date: '2026-11-30', label: '30 Nov', registered: null, waitlisted: null, checkedIn: null });
    expect(points.find((p) => p.date === '2026-11-27')).toMatchObject({ registered: 3 });
    expect(points.find((p) => p.date === '2026-11-28')).toMatchObject({ registered: null });
  });

  it('runs past the event’s day only for late check-ins on the day after', () => {
    const late = [...insight.timeline, { date: '2026-11-26', registered: 3, waitlisted: 1, checkedIn: 3 }];
    expect(dailyTimeline({ date: '2026-11-25', timeline: late }, '2026-12-01').at(-1)).toMatchObject({ date: '2026-11-26', checkedIn: 3 });
  });

  it('labels with the year when the axis spans two, and keeps at most MAX_TIMELINE_DAYS days', () => {
    const points = dailyTimeline({ date: '2027-01-02', timeline: [{ date: '2026-12-30', registered: 1, waitlisted: 0, checkedIn: 0 }] }, '2027-01-05');
    expect(points.map((p) => p.label)).toEqual(['29 Dec 2026', '30 Dec 2026', '31 Dec 2026', '1 Jan 2027', '2 Jan 2027']);
    const long = dailyTimeline({ date: '2026-12-31', timeline: [{ date: '2024-01-01', registered: 5, waitlisted: 0, checkedIn: 0 }] }, '2027-01-05');
    expect(long).toHaveLength(MAX_TIMELINE_DAYS);
    expect(long[0]).toMatchObject({ registered: 5 });
    expect(long.at(-1)!.date).toBe('2026-12-31');
  });

  it('is empty without registrations', () => {
    expect(dailyTimeline({ date: '2026-11-25', timeline: [] }, '2026-11-20')).toEqual([]);
    expect(dayAndMonth('2026-11-25')).toBe('25 Nov');
  });
});

describe('attendance in the insights', () => {
  it('shows the overall rate and, per event, check-ins and no-shows ("Not yet" before check-in closes)', () => {
    show();
    expect(screen.getByText('70% attended: 7 of 10 seat holders checked in, 3 no-shows')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Attendance per event' });
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['EventDateRegisteredChecked inNo-showsRate', 'Hack Night25 Nov32Not yet67%', 'Poetry Slam2 Oct107370%']);
  });

  it('charts the rate per finished event, oldest first, once there are two', () => {
    const second = { ...insights.events[0]!, eventId: 'e3', name: 'Quiz', date: '2026-11-01', attendance: { registered: 4, checkedIn: 1, noShows: 3, rate: 0.25 } };
    drawn.bar.length = 0;
    renderInApp(<AttendanceInsights insights={{ ...insights, events: [second, insights.events[1]!] }} />);
    expect(drawn.bar.at(-1)!.data).toEqual([
      { label: '2 Oct · Poetry Slam', rate: 70 },
      { label: '1 Nov · Quiz', rate: 25 },
    ]);
    expect(screen.getByRole('img', { name: 'Attendance rate per event, oldest first: Poetry Slam 70%, Quiz 25%' })).toBeTruthy();
  });
});
