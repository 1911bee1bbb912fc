import { DEFAULT_EVENT_TAGS } from '../../src/domain/tags.ts';
import { DEFAULT_CAMPUS_ACCENT } from '../../src/domain/accent.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { DEFAULT_USN_PATTERN } from '../../src/domain/field-rules.ts';
import { DEFAULT_CHECK_IN_OPENS_HOURS } from '../../src/domain/policy/check-in.ts';
import type { Me } from '../../src/domain/responses/accounts.ts';
import type { PublicConfig } from '../../src/domain/responses/health.ts';
import { rootKeys } from '../../src/web/infrastructure/api/query-keys.ts';
import { HydrationProvider } from '../../src/web/infrastructure/components/use-hydrated.ts';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../src/domain/i18n/i18n.ts';
import type { UiLanguage } from '../../src/domain/i18n/languages.ts';

// Component tests of the web app (Vitest, jsdom): the app's providers around a component,
// with the answers it would have read already in its query cache.

/** A JSON answer as the server sends it, for a stubbed `fetch`: a status, or the whole ResponseInit. */
export function jsonResponse(body: unknown, init: number | ResponseInit = 200): Response {
  const options = typeof init === 'number' ? { status: init } : init;
  return new Response(JSON.stringify(body), { ...options, headers: { 'content-type': 'application/json', ...options.headers } });
}

/** GET /api/config as the server gives it with its defaults, and `changes`. */
export function testConfig(changes: Partial<PublicConfig> = {}): PublicConfig {
  return { campusName: 'Quad', accent: DEFAULT_CAMPUS_ACCENT, contactEmail: '', contactPhone: '', timeZone: 'UTC', timeZoneUnset: false, googleSignIn: false, campusSignIn: null, usnPattern: DEFAULT_USN_PATTERN, checkInOpensHours: DEFAULT_CHECK_IN_OPENS_HOURS, eventTags: [...DEFAULT_EVENT_TAGS], venueFreeText: true, eventApproval: false, eventApprovalRequeue: false, wallet: { apple: false, google: false }, ...changes };
}

export interface ReadAlready {
  /** The signed-in user (null: signed out); left out, no session has been read. */
  session?: Me | null;
  /** GET /api/config; left out, testConfig(). Null: not read yet. */
  config?: PublicConfig | null;
  /** Any other answers, by query key. */
  queries?: [QueryKey, unknown][];
}

/** A query client holding what the component would have read: no retries, nothing stale. */
export function testQueryClient({ session, config, queries = [] }: ReadAlready = {}): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (session !== undefined) client.setQueryData(rootKeys.session, session);
  if (config !== null) client.setQueryData(rootKeys.config, config ?? testConfig());
  for (const [key, value] of queries) client.setQueryData(key, value);
  return client;
}

export interface InApp {
  client?: QueryClient;
  /** The address the router starts at. */
  path?: string;
  /** The route pattern the component is rendered under, when it reads the address's params. */
  route?: string;
  /** Mantine's test environment: no transitions, portals kept in place. */
  mantineEnv?: 'test';
  /** The page's language (English unless said). */
  language?: UiLanguage;
}

/** The app's providers (the language, Mantine, the query client, a router) around `node`. */
export function inApp(node: ReactNode, { client = testQueryClient(), path = '/', route, mantineEnv, language = 'en' }: InApp = {}) {
  return (
    <I18nextProvider i18n={createI18n(language, { pseudo: language === 'en-XA' })}>
      <MantineProvider env={mantineEnv}>
        <QueryClientProvider client={client}>
          <HydrationProvider>
            <MemoryRouter initialEntries={[path]}>
              {route ? (
                <Routes>
                  <Route path={route} element={node} />
                </Routes>
              ) : (
                node
              )}
            </MemoryRouter>
          </HydrationProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

/** `node` rendered inside the app's providers. */
export const renderInApp = (node: ReactNode, options?: InApp) => render(inApp(node, options));
