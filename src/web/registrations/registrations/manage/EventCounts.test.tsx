import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstComeEvent } from '../../../../../test/support/fixtures.ts';
import { renderInApp } from '../../../../../test/support/web.tsx';
import { EventCounts, OptionCountsSummary } from './EventCounts.tsx';

const event = { id: 'e1', capacity: 40, registrations: 12, waitlisted: 0, ...firstComeEvent };

function show(changes: Partial<Parameters<typeof EventCounts>[0]['event']>) {
  renderInApp(<EventCounts event={{ ...event, ...changes }} timeZone="Asia/Kolkata" />);
  return screen.getByRole('region', { name: 'Places and registrations' });
}

afterEach(cleanup);

describe('the counts of the manage page', () => {
  it('keeps the places and counts, and adds the pending ones when the event needs approval', () => {
    const plain = show({});
    expect(within(plain).getByText('Max participants: 40')).toBeTruthy();
    expect(within(plain).getByText(/^12 registered/)).toBeTruthy();
    expect(within(plain).queryByText(/pending approval/)).toBeNull();
    cleanup();
    expect(within(show({ approval: true, pending: 3 })).getByText('3 pending approval')).toBeTruthy();
  });

  it('before a lottery’s draw: how many entered and when it is drawn, in the campus zone', () => {
    const counts = show({ allocation: 'lottery', entered: 512, drawAt: '2026-11-20T12:30:00.000Z' });
    expect(within(counts).getByText('512 entered · draw on Fri 20 Nov 2026, 6:00 PM IST')).toBeTruthy();
    expect(within(counts).queryByRole('link')).toBeNull();
  });

  it('after the draw: when it was drawn, and a link to check it', () => {
    const counts = show({ allocation: 'lottery', entered: 0, drawAt: '2026-11-20T12:30:00.000Z', drawnAt: '2026-11-20T12:30:04.000Z' });
    expect(within(counts).getByText(/^Drawn on Fri 20 Nov 2026, 6:00 PM IST/)).toBeTruthy();
    expect(within(counts).getByRole('link', { name: 'Check the draw' }).getAttribute('href')).toBe('/api/events/e1/draw');
    expect(within(counts).queryByText(/entered/)).toBeNull();
  });
});

describe('the answer counts', () => {
  it('sums up each one-choice question on a line', () => {
    renderInApp(
      <OptionCountsSummary
        optionCounts={[
          { questionId: 'q1', label: 'T-shirt size', counts: [{ option: 'S', count: 3 }, { option: 'M', count: 5 }, { option: 'L', count: 2 }] },
          { questionId: 'q2', label: 'Campus', counts: [{ option: 'North', count: 0 }, { option: 'South', count: 1 }] },
        ]}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Answer counts' });
    expect(within(summary).getByText('T-shirt size: S 3 · M 5 · L 2')).toBeTruthy();
    expect(within(summary).getByText('Campus: North 0 · South 1')).toBeTruthy();
  });

  it('is left out without one-choice questions', () => {
    renderInApp(<OptionCountsSummary optionCounts={[]} />);
    expect(screen.queryByRole('region', { name: 'Answer counts' })).toBeNull();
  });
});
