/**
 * The ports of one browser-test run, all derived from E2E_PORT so that two runs
 * on one machine (say 4173 and 4273) never collide: the app, the stand-in Google
 * issuer, the SMTP catcher and the catcher's inbox over HTTP.
 */
export function e2ePorts() {
  const app = Number(process.env.E2E_PORT ?? 4173);
  return { app, issuer: app + 1, smtp: app + 2, inbox: app + 3 };
}

export const E2E_GOOGLE = { clientId: 'quad-e2e-client', clientSecret: 'quad-e2e-secret-quad-e2e-secret' } as const;
