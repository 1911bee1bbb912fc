import { memo, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { inApp, testQueryClient } from '../../../../test/support/web.tsx';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';
import { EventGrid } from './EventGrid.tsx';

// What happened, in order: each card's first render (on the server, then its hydration in
// the browser) and the listing's update reaching the screen.
const log: string[] = [];
const seen = new Set<string>();

// A card that says when it is rendered (hydrated): what is tested is the grid around it.
vi.mock('./EventCard.tsx', () => ({
  EventCard: memo(function EventCard({ event }: { event: EventView }) {
    if (!seen.has(event.id)) {
      seen.add(event.id);
      log.push(`card ${event.id}`);
    }
    return <article>{event.name}</article>;
  }),
}));

const events: EventView[] = Array.from({ length: 12 }, (_, i) => ({
  id: `e${i}`, name: `Event ${i}`, date: '2030-05-04', time: '16:00', startsAt: '2030-05-04T16:00:00.000Z', venue: 'Main Ground',
  description: 'Things happen.', type: 'Workshop', capacity: 0, registrations: 0, waitlisted: 0,
  imageUrl: null, cardImageUrl: null, organizer: { id: 'o1', name: 'Robotics Club' }, tags: [], ...firstComeEvent, seriesId: null, status: 'upcoming',
}));
const onDetails = () => {};

/**
 * The home listing as UpcomingEvents renders it: right after its own part has hydrated,
 * something of its own changes (in the app: the end-of-list sentinel's first
 * IntersectionObserver report, or `busy` when the live counts' catch-up read starts).
 */
function Listing() {
  const [busy, setBusy] = useState(false);
  useEffect(() => setBusy(true), []);
  useLayoutEffect(() => {
    if (busy) log.push('listing updated');
  }, [busy]);
  return <EventGrid events={events} onDetails={onDetails} busy={busy} />;
}

let root: Root | undefined;
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

beforeEach(() => {
  // React's own scheduler, as in the browser: hydration in slices, nothing flushed by act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  log.length = 0;
  seen.clear();
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe('EventGrid, hydrating a page the server rendered', () => {
  it('an update of the listing does not force its still-dehydrated cards to hydrate all at once', async () => {
    const client = testQueryClient();
    const container = document.createElement('div');
    container.innerHTML = renderToString(inApp(<Listing />, { client }));
    document.body.appendChild(container);
    expect(log).toHaveLength(12);
    log.length = 0;
    seen.clear();

    // As main.tsx hydrates: in a transition, so that each card's boundary hydrates on its own.
    const recoverable = vi.fn();
    startTransition(() => {
      root = hydrateRoot(container, inApp(<Listing />, { client }), { onRecoverableError: recoverable });
    });
    await vi.waitFor(() => expect(log).toHaveLength(13), { timeout: 5000, interval: 5 });

    // The listing's update is on screen first; the cards then hydrate in their own time.
    // Before the fix, React had to hydrate every card still dehydrated, in one blocking
    // render, before it could apply the update (≈ 0.5 s of blocking time on `/` in
    // Lighthouse mobile): the new props reached their Suspense boundaries.
    expect(log[0]).toBe('listing updated');
    expect(log.slice(1)).toEqual(events.map((e) => `card ${e.id}`));
    expect(recoverable).not.toHaveBeenCalled();
  });
});
