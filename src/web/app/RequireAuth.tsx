import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MSG } from '../../domain/messages.ts';
import { useSession } from '../api/session.ts';
import { notifyInfo } from '../components/notify.ts';
import { useIsBeingLeft } from './leaving.ts';

/**
 * The guard (DESIGN.md §4): signed-out visitors are told 'Kindly login first.' and
 * sent to /login, which brings them back here after they sign in.
 */
export function RequireAuth() {
  const { user } = useSession();
  const location = useLocation();
  const told = useRef(false);
  const beingLeft = useIsBeingLeft();

  useEffect(() => {
    if (!user && !beingLeft && !told.current) {
      told.current = true;
      notifyInfo(MSG.loginFirst);
    }
  }, [user, beingLeft]);

  if (!user && beingLeft) return null;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}
