import { Center, Loader } from '@mantine/core';
import { Suspense, useContext, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageForAnyone, useSession } from '../infrastructure/api/session.ts';
import { usePreloadHosts } from '../infrastructure/components/on-demand-hosts.tsx';
import { OfflineNotice } from '../infrastructure/pwa/OfflineNotice.tsx';
import { DevBanner } from './DevBanner.tsx';
import { Footer } from './Footer.tsx';
import { NavigationOverlay } from './NavigationOverlay.tsx';
import { TopBar } from './TopBar.tsx';
import classes from './Layout.module.css';

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Loader aria-label={t('shell.loadingQuad')} />
    </Center>
  );
}

/**
 * Top bar, page, footer (SPEC.md §2); nothing renders before the first session state,
 * unless the server rendered the page for anyone (its personal parts stand in meanwhile).
 */
export function Layout() {
  const { t } = useTranslation();
  const session = useSession();
  const forAnyone = useContext(PageForAnyone);
  usePreloadHosts();
  // The whole page appears when the session arrives: rendered in slices, not one long task.
  const sessionPending = useDeferredValue(session.isPending);

  if (sessionPending && !forAnyone) return <FullPageLoader />;

  return (
    <>
      <a href="#main" className={classes.skip}>
        {t('shell.skip')}
      </a>
      {import.meta.env.DEV && <DevBanner />}
      {/* Each boundary is hydrated and committed on its own: a page rendered by the server
          comes alive in several short tasks instead of one long one (total blocking time). */}
      <header className={classes.header}>
        <Suspense fallback={null}>
          <TopBar />
        </Suspense>
      </header>
      <NavigationOverlay />
      <main id="main" tabIndex={-1} className={classes.main}>
        <OfflineNotice />
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
