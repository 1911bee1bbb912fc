import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { usePublicConfig } from '../api/config.ts';
import { isRefusal } from '../api/errors.ts';
import { OnDemandHosts } from '../components/on-demand-hosts.tsx';
import { HydrationProvider } from '../components/use-hydrated.ts';
import { cssVariablesResolver, themeFor } from './theme.ts';

/**
 * The browser's one client. On the server (entry-server.tsx) each request has its own,
 * whose data never goes stale, so rendering there never fetches.
 */
export function createQueryClient(onServer = false) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: onServer ? Infinity : 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on a retry; a network hiccup might.
        retry: (failures, error) => failures < 1 && !isRefusal(error),
      },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Mantine with the campus's accent (GET /api/config, which the server renders every page
 * with, so the first paint already has it; a page the server did not render shows Quad's
 * own accent until the configuration arrives).
 */
function CampusTheme({ children }: { children: ReactNode }) {
  const accent = usePublicConfig().data?.accent;
  const theme = useMemo(() => themeFor(accent), [accent]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {children}
    </MantineProvider>
  );
}

export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <CampusTheme>
        <OnDemandHosts />
        <HydrationProvider>{children}</HydrationProvider>
      </CampusTheme>
    </QueryClientProvider>
  );
}
