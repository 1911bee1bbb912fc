import { useLocation, useSearchParams } from 'react-router';
import { RETURN_PARAM, safeReturnPath } from '../../../domain/return-path.ts';

/**
 * The page the visitor was on when asked to sign in: from the router's state (a guarded
 * page, Register…) or, across full page loads and provider round trips, from `?next=`.
 * Null when none was given.
 */
export function useAskedReturnPath(): string | null {
  const state = useLocation().state as { from?: unknown } | null;
  const [search] = useSearchParams();
  return safeReturnPath(state?.from) ?? safeReturnPath(search.get(RETURN_PARAM));
}

/** Where to go after signing in: the page asked for, or `fallback`. */
export function useReturnPath(fallback = '/'): string {
  return useAskedReturnPath() ?? fallback;
}
