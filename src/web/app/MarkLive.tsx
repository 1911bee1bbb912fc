import { useEffect } from 'react';
import { useHydrated } from '../infrastructure/components/use-hydrated.ts';

/**
 * Marks <html data-live> once the app runs the page: rendered, or hydrated and past it (the
 * page-wide switch of use-hydrated.ts, which a page the server rendered turns in a deferred
 * render of its own). Until then parts of the page are still the server's: a form waiting
 * for the app, a control without its handler. Tests wait for the mark, and the start script
 * replays early clicks after it. Rendered by the server too (its effect never runs there),
 * so both trees have the same shape and React's generated ids (useId) agree.
 */
export function MarkLive() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.live = '';
  }, [hydrated]);
  return null;
}
