import { AppShell, Center, Loader } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../api/session.ts';
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

  if (session.isPending) return <FullPageLoader />;

  return (
    <>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      {import.meta.env.DEV && <DevBanner />}
      <AppShell header={{ height: 64 }} padding={0}>
        <AppShell.Header>
          <TopBar />
        </AppShell.Header>
        <NavigationOverlay />
        <AppShell.Main id="main" tabIndex={-1} className={classes.main}>
          <Outlet />
        </AppShell.Main>
        <Footer />
      </AppShell>
      <ScrollRestoration />
    </>
  );
}
