import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../api/errors.ts';
import { OnDemandHosts } from '../components/on-demand-hosts.tsx';
import { HydrationProvider } from '../components/use-hydrated.ts';
import { cssVariablesResolver, theme } from './theme.ts';

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
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}

export const queryClient = createQueryClient();

export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <OnDemandHosts />
      <QueryClientProvider client={client}>
        <HydrationProvider>{children}</HydrationProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
