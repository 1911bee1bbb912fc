import { Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../infrastructure/api/session.ts';
import { notifyInfo } from '../infrastructure/components/notify.ts';
import { useIsBeingLeft } from './leaving.ts';

/**
 * The guard (DESIGN.md §4): signed-out visitors are told 'Kindly login first.' and
 * sent to /login, which brings them back here after they sign in.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const location = useLocation();
  const told = useRef(false);
  const beingLeft = useIsBeingLeft();

  useEffect(() => {
    if (!user && !isPending && !beingLeft && !told.current) {
      told.current = true;
      notifyInfo(t('msg:loginFirst'));
    }
  }, [user, isPending, beingLeft, t]);

  // Only after a page rendered for anyone (the layout waits for the session otherwise).
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('shell.checkingSignIn')} />
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
