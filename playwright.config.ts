import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/browser.ts';
import { E2E_CAMPUS, E2E_GOOGLE, e2ePorts, e2eServerEnv } from './e2e/support/ports.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh data folder per run; scripts/e2e.mjs empties it first.
const dataDir = path.resolve('test-results/e2e-data');
// The stand-in Google and campus issuers and the SMTP catcher (e2e/support/global-setup.ts).
// The server may start before them: its first OpenID discovery then fails (logged) and is
// retried at the first sign-in with that provider.
const services = e2ePorts();

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL,
    // Quad's service worker stays out of the journeys but its own (e2e/pwa.spec.ts):
    // in every fresh context it would first download the whole precache (~0.5 MB compressed),
    // and requests it answers are out of `page.route`'s reach.
    serviceWorkers: 'block',
    // Recording a trace costs every journey a DOM snapshot and a screencast frame per action,
    // kept only when it fails: on 2 cores that was a large share of the run. A failure still
    // leaves its screenshot and page snapshot (error-context.md); E2E_TRACE=1 records traces.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node dist/server/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...e2eServerEnv(port, dataDir),
      // admin@quad.test: feedback.spec.ts; status-admin@quad.test: admin-status.spec.ts;
      // venues-admin@quad.test: venues.spec.ts; audit-admin@quad.test: audit.spec.ts;
      // clubs-admin@quad.test: club-owner-account.spec.ts.
      ADMIN_EMAILS: 'admin@quad.test,status-admin@quad.test,venues-admin@quad.test,audit-admin@quad.test,clubs-admin@quad.test,outcomes-admin@quad.test,privacy-admin@quad.test',
      GOOGLE_CLIENT_ID: E2E_GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: E2E_GOOGLE.clientSecret,
      OIDC_ISSUER: `http://127.0.0.1:${services.issuer}`,
      // The campus's own provider beside Google (campus-sign-in.spec.ts); not SSO-only, which
      // would close student sign-up for every other journey (the API and component tests cover it).
      CAMPUS_OIDC_ISSUER: `http://127.0.0.1:${services.campus}`,
      CAMPUS_OIDC_CLIENT_ID: E2E_CAMPUS.clientId,
      CAMPUS_OIDC_CLIENT_SECRET: E2E_CAMPUS.clientSecret,
      CAMPUS_OIDC_NAME: E2E_CAMPUS.name,
      CAMPUS_OIDC_USN_CLAIM: E2E_CAMPUS.usnClaim,
      // Lotteries are drawn (and lapsed offers passed on) within a second of their time.
      SEAT_SWEEP_SECONDS: '1',
      // push.spec.ts subscribes browsers on this stand-in push service (its PushManager seam).
      PUSH_ALLOWED_HOSTS: 'push.quad.test',
      // The pseudo-locale, for languages.spec.ts: a screen must fit texts 40 % longer.
      PSEUDO_LOCALE: 'true',
      // webhooks.spec.ts delivers to a receiver on 127.0.0.1 over http.
      WEBHOOK_ALLOW_PRIVATE: 'true',
    },
  },
});
