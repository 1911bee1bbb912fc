import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { inApp, testConfig, testQueryClient } from '../../../../test/support/web.tsx';
import { EventFacts } from './EventFacts.tsx';
import { EventWhen } from './EventWhen.tsx';
import { setLiveCounts } from './live.ts';
import { RegistrationCount } from './RegistrationCount.tsx';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';

// Fri 27 Nov 2026, 6:30 PM in Kolkata.
const event: EventView = {
  id: 'ew1', name: 'Noir Night', date: '2026-11-27', time: '18:30', startsAt: '2026-11-27T13:00:00.000Z', venue: 'Amphitheatre',
  description: 'Classic noir on the big screen.', type: 'Club Event', capacity: 40, registrations: 3, waitlisted: 0,
  imageUrl: null, cardImageUrl: null, organizer: { id: 'o1', name: 'Film Society' }, tags: [], ...firstComeEvent, seriesId: null, status: 'upcoming',
};
const ABSOLUTE = 'Fri 27 Nov 2026 · 6:30 PM IST';

/** Null: the campus zone is not known yet (GET /api/config not read). */
const client = (timeZone: string | null = 'Asia/Kolkata') => testQueryClient({ config: timeZone ? testConfig({ timeZone }) : null });

const wrap = (node: ReactNode, c = client()) => inApp(node, { client: c });

const timeText = (container: Element) => container.querySelector('time')?.textContent;

/** Now, in Kolkata: `day` November 2026 at 10:00. */
const setNow = (day: number) => vi.setSystemTime(new Date(Date.UTC(2026, 10, day, 4, 30)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('EventWhen', () => {
  it('in the browser, says Today, Tomorrow or the weekday, in the campus zone, as a <time>', () => {
    const shown = (day: number) => {
      setNow(day);
      const { container, unmount } = render(wrap(<EventWhen event={event} />));
      const time = container.querySelector('time');
      const seen = { text: time?.textContent, dateTime: time?.getAttribute('datetime') };
      unmount();
      return seen;
    };
    expect(shown(27)).toEqual({ text: 'Today · 6:30 PM IST', dateTime: '2026-11-27T18:30:00+05:30' });
    expect(shown(26).text).toBe('Tomorrow · 6:30 PM IST');
    expect(shown(21).text).toBe('Fri 27 Nov · 6:30 PM IST');
    expect(shown(20).text).toBe(ABSOLUTE);
    expect(shown(28).text).toBe(ABSOLUTE);
  });

  it('labels the zone it is in: UTC on a UTC campus', () => {
    setNow(1);
    const { container } = render(wrap(<EventWhen event={event} />, client('UTC')));
    expect(timeText(container)).toBe('Fri 27 Nov 2026 · 1:00 PM UTC');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27T13:00:00+00:00');
  });

  it('before the campus zone is known, gives the stored campus date and time', () => {
    setNow(27);
    const { container } = render(wrap(<EventWhen event={event} />, client(null)));
    expect(timeText(container)).toBe('Fri 27 Nov 2026 · 6:30 PM');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-27T13:00:00.000Z');
  });

  it('is the absolute date on the server, whatever the day', () => {
    setNow(27);
    const html = renderToString(wrap(<EventWhen event={event} />));
    expect(html).toContain(`<time dateTime="2026-11-27T18:30:00+05:30">${ABSOLUTE}</time>`);
  });

  it('hydrates without a mismatch even when the browser’s day is not the server’s, then speaks relatively', async () => {
    // Rendered (perhaps cached) by the server on the 26th; opened in the browser on the 27th.
    setNow(26);
    const c = client();
    const html = renderToString(wrap(<EventWhen event={event} />, c));
    setNow(27);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, wrap(<EventWhen event={event} />, c), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    consoleError.mockRestore();
    expect(errors).toEqual([]);
    expect(timeText(container)).toBe('Today · 6:30 PM IST');
    act(() => root?.unmount());
  });
});

describe('EventFacts', () => {
  it('shows when with EventWhen, with the type and max participants', () => {
    setNow(25);
    render(wrap(<EventFacts event={event} withVenue />));
    expect(screen.getByText('Fri 27 Nov · 6:30 PM IST').tagName).toBe('TIME');
    expect(screen.getByText('Amphitheatre')).toBeTruthy();
    expect(screen.getByText('Max participants: 40')).toBeTruthy();
  });
});

describe('RegistrationCount', () => {
  it('says the counts in words, with places left when the event has a limit, and stays live', () => {
    render(wrap(<RegistrationCount eventId="rc1" registrations={3} waitlisted={0} capacity={40} />));
    const count = screen.getByTestId('count-rc1');
    expect(count.textContent).toBe('3 registered · 37 places left');
    act(() => setLiveCounts('rc1', { registrations: 40, waitlisted: 2 }));
    expect(count.textContent).toBe('40 registered · 2 waitlisted · Full');
  });

  it('has no places left without a limit', () => {
    render(wrap(<RegistrationCount eventId="rc2" registrations={1} waitlisted={0} />));
    expect(screen.getByTestId('count-rc2').textContent).toBe('1 registered');
  });
});
