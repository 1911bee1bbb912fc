import { useSyncExternalStore } from 'react';
import { campusDate } from '../../../domain/time.ts';
import { useHydrated } from './use-hydrated.ts';

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

/** Today in a zone, worked out once a minute however many dates ask (a card each on the home page). */
let remembered: { minute: number; timeZone: string; date: string } | undefined;
function todayIn(timeZone: string): string {
  const minute = Math.floor(Date.now() / 60_000);
  if (remembered?.minute !== minute || remembered.timeZone !== timeZone) remembered = { minute, timeZone, date: campusDate(new Date(), timeZone) };
  return remembered.date;
}

/**
 * Today's campus date (YYYY-MM-DD), for 'Today' and 'Tomorrow'; undefined on the server
 * and while the browser hydrates what the server rendered, and until the zone is known.
 *
 * Why undefined there: the server and the browser can disagree about the day (a page
 * rendered, or cached, just before midnight), so the server writes the absolute date and
 * hydration renders exactly that; the relative words follow once the page is past
 * hydration (useHydrated, one deferred switch for the page). Pages the browser renders
 * itself (client-side navigation) show them at once.
 */
export function useCampusToday(timeZone: string | undefined): string | undefined {
  const hydrated = useHydrated();
  const snapshot = () => (timeZone ? todayIn(timeZone) : undefined);
  // The same snapshot for hydration: no store change to re-render every date for at once.
  const today = useSyncExternalStore(subscribe, snapshot, snapshot);
  return hydrated ? today : undefined;
}
