import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { usePublicConfig } from '../infrastructure/api/config.ts';
import { isRefusal } from '../infrastructure/api/errors.ts';
import { OnDemandHosts } from '../infrastructure/components/on-demand-hosts.tsx';
import { HydrationProvider } from '../infrastructure/components/use-hydrated.ts';
import { browserI18n } from './i18n.ts';
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

/** `i18n`: the page's language (the server makes one per page; the browser's is browserI18n). */
export function Providers({ children, client = queryClient, i18n }: { children: ReactNode; client?: QueryClient; i18n?: I18n }) {
  return (
    <I18nextProvider i18n={i18n ?? browserI18n()}>
      <QueryClientProvider client={client}>
        <CampusTheme>
          <OnDemandHosts />
          <HydrationProvider>{children}</HydrationProvider>
        </CampusTheme>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
