import { lazy } from 'react';

/** The camera's QR scanner (tickets at the door, the door screen's code), loaded only when someone opens it (jsQR is not small). */
export const LazyQrScanner = lazy(() => import('./QrScanner.tsx'));
