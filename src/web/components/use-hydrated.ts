import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False on the server and while the browser hydrates a page the server rendered (both
 * must render alike), true once it has: for parts that only the browser can show
 * (the slideshow, the Share button), added after the page is live.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
