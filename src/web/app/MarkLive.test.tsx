import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { HydrationProvider, useHydrated } from '../infrastructure/components/use-hydrated.ts';
import { MarkLive } from './MarkLive.tsx';

// What each commit saw: whether the page was past hydration, and whether <html> said live.
const seen: { hydrated: boolean; live: boolean }[] = [];

/** After MarkLive in the tree: its effects run after MarkLive's, in the same commit. */
function Probe() {
  const hydrated = useHydrated();
  useEffect(() => {
    seen.push({ hydrated, live: 'live' in document.documentElement.dataset });
  }, [hydrated]);
  return null;
}

const page = (
  <HydrationProvider>
    <MarkLive />
    <Probe />
  </HydrationProvider>
);

let root: Root | undefined;
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

beforeEach(() => {
  // React's own scheduler, as in the browser: the deferred switch is a render of its own.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  seen.length = 0;
  delete document.documentElement.dataset.live;
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
  delete document.documentElement.dataset.live;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe('<html data-live>', () => {
  it('is set once the page the server rendered is past hydration, not at hydration’s first commit', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    expect('live' in document.documentElement.dataset).toBe(false);

    root = hydrateRoot(container, page);
    await waitFor(() => expect(seen.at(-1)).toEqual({ hydrated: true, live: true }));
    // The first commit still had the server's state: the page was not live then.
    expect(seen[0]).toEqual({ hydrated: false, live: false });
  });
});
