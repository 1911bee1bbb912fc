import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MSG } from '../../domain/messages.ts';
import { useSession } from '../infrastructure/api/session.ts';
import { notifyInfo } from '../infrastructure/components/notify.ts';
import { useIsBeingLeft } from './leaving.ts';

/**
 * The guard (DESIGN.md §4): signed-out visitors are told 'Kindly login first.' and
 * sent to /login, which brings them back here after they sign in.
 */
export function RequireAuth() {
  const { user, isPending } = useSession();
  const location = useLocation();
  const told = useRef(false);
  const beingLeft = useIsBeingLeft();

  useEffect(() => {
    if (!user && !isPending && !beingLeft && !told.current) {
      told.current = true;
      notifyInfo(MSG.loginFirst);
    }
  }, [user, isPending, beingLeft]);

  // Only after a page rendered for anyone (the layout waits for the session otherwise).
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Checking your sign-in" />
      </Center>
    );
  }
  if (!user && beingLeft) return null;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}
