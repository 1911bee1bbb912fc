import { useSyncExternalStore } from 'react';
import { usePublicConfig } from '../../../infrastructure/api/config.ts';
import { useHydrated } from '../../../infrastructure/components/use-hydrated.ts';

/**
 * The time registration windows and draws are judged by on screen: a clock that moves
 * every 15 seconds, so a Register button appears (or goes) within that of its time.
 *
 * No hydration mismatch: the server and the hydrating browser must render alike, so
 * neither reads its own clock there. Both use the moment the server read the campus
 * configuration for this page (the query's dataUpdatedAt travels with the page's state);
 * the live clock takes over in the render right after hydration. Pages the browser
 * renders itself use the live clock at once.
 */
const STEP_MS = 15_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let current = 0;

const read = () => Math.floor(Date.now() / STEP_MS) * STEP_MS;
const tick = () => {
  const next = read();
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    current = read();
    timer = setInterval(tick, STEP_MS / 3);
    document.addEventListener('visibilitychange', tick);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    }
  };
}

// Between subscriptions nothing keeps `current` up to date: read afresh then.
const snapshot = () => (listeners.size > 0 ? current : read());

/** Now, in milliseconds, as the registration windows on the page are judged (see above). */
export function useRegistrationClock(): number {
  const hydrated = useHydrated();
  const live = useSyncExternalStore(subscribe, snapshot, snapshot);
  const renderedAt = usePublicConfig().dataUpdatedAt;
  return hydrated ? live : renderedAt || read();
}

/** The campus time zone the window and draw times are written in (UTC until the configuration is known: the label says so). */
export function useCampusZone(): string {
  return usePublicConfig().data?.timeZone ?? 'UTC';
}
