import { lazy } from 'react';

/** The camera scanner, loaded only when someone opens it (jsQR is not small). */
export const LazyQrScanner = lazy(() => import('./QrScanner.tsx'));
