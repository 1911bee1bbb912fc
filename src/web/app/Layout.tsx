import { Center, Loader } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../api/session.ts';
import { usePreloadHosts } from '../components/on-demand-hosts.tsx';
import { DevBanner } from './DevBanner.tsx';
import { Footer } from './Footer.tsx';
import { NavigationOverlay } from './NavigationOverlay.tsx';
import { TopBar } from './TopBar.tsx';
import classes from './Layout.module.css';

export function FullPageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading Quad" />
    </Center>
  );
}

/** Top bar, page, footer (SPEC.md §2); nothing renders before the first session state. */
export function Layout() {
  const session = useSession();
  usePreloadHosts();
  // The whole page appears when the session arrives: rendered in slices, not one long task.
  const sessionPending = useDeferredValue(session.isPending);

  if (sessionPending) return <FullPageLoader />;

  return (
    <>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      {import.meta.env.DEV && <DevBanner />}
      <header className={classes.header}>
        <TopBar />
      </header>
      <NavigationOverlay />
      <main id="main" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
