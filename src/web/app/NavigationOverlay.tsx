import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { useOnceTrue } from '../infrastructure/components/use-once-true.ts';

const MIN_VISIBLE_MS = 100;
// Needed from the first navigation on: not part of the first download.
const PageLoadingOverlay = lazy(() => import('./PageLoadingOverlay.tsx'));

/**
 * Shown while the next page's code and data load (DESIGN.md §4): never an
 * artificial wait, but once shown it stays 100 ms so it does not flicker.
 */
export function NavigationOverlay() {
  const loading = useNavigation().state !== 'idle';
  const everLoading = useOnceTrue(loading);
  const [visible, setVisible] = useState(false);
  const shownAt = useRef(0);

  useEffect(() => {
    if (loading) {
      shownAt.current = Date.now();
      setVisible(true);
      return;
    }
    const remaining = MIN_VISIBLE_MS - (Date.now() - shownAt.current);
    if (remaining <= 0) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(false), remaining);
    return () => clearTimeout(timer);
  }, [loading]);

  if (!everLoading) return null;
  return (
    <Suspense fallback={null}>
      <PageLoadingOverlay visible={visible} />
    </Suspense>
  );
}
