import { useLocation } from 'react-router';

/**
 * True while the page rendered is no longer the address in the browser: a navigation
 * (e.g. Logout's to home) has begun and React has yet to show its page. Such a page must
 * not react to the session it has just lost by sending the user to /login.
 */
export function useIsBeingLeft(): boolean {
  const { pathname } = useLocation();
  return typeof window !== 'undefined' && window.location.pathname !== pathname;
}
