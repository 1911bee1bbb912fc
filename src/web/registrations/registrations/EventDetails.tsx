import { lazy, Suspense, type ComponentProps } from 'react';
import type { EventDetailsModal } from './EventDetailsModal.tsx';

// Its own chunk: most visitors of a listing never open an event's details.
const LazyModal = lazy(() => import('./EventDetailsModal.tsx').then((m) => ({ default: m.EventDetailsModal })));

/** The event details modal, its code loaded on first use (nothing shows until it has arrived). */
export function EventDetails(props: ComponentProps<typeof EventDetailsModal>) {
  return (
    <Suspense fallback={null}>
      <LazyModal {...props} />
    </Suspense>
  );
}
