import { LoadingOverlay } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';

const MIN_VISIBLE_MS = 100;

/**
 * Shown while the next page's code and data load (DESIGN.md §4): never an
 * artificial wait, but once shown it stays 100 ms so it does not flicker.
 */
export function NavigationOverlay() {
  const loading = useNavigation().state !== 'idle';
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

  return (
    <LoadingOverlay
      visible={visible}
      zIndex={300}
      pos="fixed"
      overlayProps={{ blur: 1 }}
      loaderProps={{ 'aria-label': 'Loading page' } as never}
    />
  );
}
