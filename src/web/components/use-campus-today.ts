import { useSyncExternalStore } from 'react';
import { campusDate } from '../../domain/time.ts';

/**
 * One clock for every date on the page: it looks at the time once a minute (and when the
 * tab comes back into view), and the dates re-render only when the campus day changes.
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
const tick = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    timer = setInterval(tick, 60_000);
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

/**
 * Today's campus date (YYYY-MM-DD), for 'Today' and 'Tomorrow'; undefined on the server
 * and while the browser hydrates what the server rendered, and until the zone is known.
 *
 * Why undefined there: the server and the browser can disagree about the day (a page
 * rendered, or cached, just before midnight), so the server writes the absolute date and
 * hydration renders exactly that (React uses the server snapshot while hydrating); the
 * relative words follow in the render right after. Pages the browser renders itself
 * (client-side navigation) show them at once.
 */
export function useCampusToday(timeZone: string | undefined): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (timeZone ? campusDate(new Date(), timeZone) : undefined),
    () => undefined,
  );
}
