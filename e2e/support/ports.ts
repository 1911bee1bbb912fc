/**
 * The ports of one browser-test run, all derived from E2E_PORT so that two runs
 * on one machine (say 4173 and 4273) never collide: the app, the stand-in Google
 * issuer, the SMTP catcher, the catcher's inbox over HTTP and the stand-in campus
 * identity provider.
 */
export function e2ePorts() {
  const app = Number(process.env.E2E_PORT ?? 4173);
  return { app, issuer: app + 1, smtp: app + 2, inbox: app + 3, campus: app + 4 };
}

export const E2E_GOOGLE = { clientId: 'quad-e2e-client', clientSecret: 'quad-e2e-secret-quad-e2e-secret' } as const;

/** The campus provider's client (CAMPUS_OIDC_*), its name on the button and the claim holding the USN. */
export const E2E_CAMPUS = {
  clientId: 'quad-e2e-campus',
  clientSecret: 'quad-e2e-campus-secret-quad-e2e-campus',
  name: 'Test University',
  usnClaim: 'usn',
} as const;

/**
 * What every Quad server of a browser run is started with: its address, data folder, the
 * run's campus (UTC, its contacts) and the run's mail catcher. The shared server adds the
 * sign-in providers and admins (playwright.config.ts); a journey's own server its setting.
 */
export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    CAMPUS_TIME_ZONE: 'UTC',
    CONTACT_EMAIL: 'events@campus.test',
    CONTACT_PHONE: '+91 80 5555 0100',
    SMTP_URL: `smtp://127.0.0.1:${e2ePorts().smtp}`,
  };
}
