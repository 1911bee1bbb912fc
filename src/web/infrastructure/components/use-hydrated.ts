import { createContext, createElement, useContext, useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';

const noChange = () => () => {};

/** Whether the page is past hydration (HydrationProvider); true where nothing is hydrated (tests, pages the browser renders). */
const Hydrated = createContext(true);

/**
 * Around the app (providers.tsx): false on the server and while the browser hydrates a
 * page the server rendered (both must render alike), true once it has.
 *
 * One switch for the whole page, deferred: when each part kept its own, React re-rendered
 * every one of them at once and in one piece right after hydration (a card per event on
 * the home page: one long task, total blocking time on a phone). Through a context, a
 * deferred change is rendered in the background and in slices, and a part still waiting
 * to hydrate is hydrated first. Pages the browser renders itself are past it at once.
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const hydrated = useDeferredValue(
    useSyncExternalStore(
      noChange,
      () => true,
      () => false,
    ),
  );
  return createElement(Hydrated.Provider, { value: hydrated }, children);
}

/** For parts that only the browser can show (the slideshow, the Share button), added after the page is live. */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}
