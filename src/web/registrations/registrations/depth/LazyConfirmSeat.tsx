import { lazy, Suspense, type ComponentProps } from 'react';

const Loaded = lazy(() => import('./ConfirmSeat.tsx').then((m) => ({ default: m.ConfirmSeat })));

/**
 * "Confirm my seat", loaded when a seat is on offer: its form and error display stay out
 * of the home page's first download (the feature's index.ts is imported by the cards).
 * Only ever rendered after hydration (the student's own state), so the server never waits for it.
 */
export function ConfirmSeat(props: ComponentProps<typeof Loaded>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
