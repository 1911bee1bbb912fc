import { useEffect } from 'react';

/**
 * Marks <html data-live> once the app runs the page (hydrated or rendered): tests wait for it.
 * Rendered by the server too (its effect never runs there), so both trees have the same
 * shape and React's generated ids (useId) agree when the page hydrates.
 */
export function MarkLive() {
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return null;
}
