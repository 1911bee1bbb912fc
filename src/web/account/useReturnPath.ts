import { useLocation } from 'react-router';

/** Where to go after signing in: the guarded page the visitor asked for, or home. */
export function useReturnPath(fallback = '/'): string {
  const state = useLocation().state as { from?: unknown } | null;
  const from = typeof state?.from === 'string' ? state.from : undefined;
  // Only same-site paths: never an open redirect.
  return from && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}
