// The screenshot set: every screen at desktop and phone size, light and dark,
// from a running Quad filled by `npm run seed` (the demo campus).
//   DATA_DIR=/tmp/shots npm run seed && DATA_DIR=/tmp/shots PORT=3000 npm run serve &
//   npx tsx scripts/screenshots.ts [http://localhost:3000]
// Writes docs/screenshots/<screen>-<desktop|phone>-<light|dark>.jpg.
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = 'docs/screenshots';
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const SCHEMES = ['light', 'dark'] as const;
const PASSWORD = 'quad-demo-1';

interface Who {
  email?: string;
  /** Screens, each a name and how to reach it (a path, or a path from what the API says). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's answers, read loosely by a script
  screens: (api: (path: string) => Promise<any>) => Promise<[string, string][]>;
}

const visitor: Who = {
  screens: async (api) => {
    const { events } = await api('/api/events?limit=1');
    const event = events[0];
    return [
      ['home', '/'],
      ['event-page', `/events/${event.id}`],
      ['club-page', `/${event.organizer.id}/dashboard`],
      ['login', '/login'],
      ['student-signup', '/student-signup'],
      ['organizer-signup', '/organizer-signup'],
      ['about', '/about'],
      ['developers', '/developers'],
      ['terms', '/terms'],
      ['privacy', '/privacy'],
      ['credential-check', '/credentials/check'],
      ['not-found', '/no-such-page'],
    ];
  },
};

const student: Who = {
  email: 'asha@demo.quad',
  screens: async (api) => {
    const me = (await api('/api/me')).user;
    const mine = await api('/api/me/registrations');
    const upcoming = mine.upcoming[0];
    const past = mine.past[0];
    const screens: [string, string][] = [['student-profile', `/${me.usn}/profile`], ['account', '/account'], ['platform-feedback', '/feedback']];
    screens.push(['tickets', '/tickets'], ['inbox', '/inbox'], ['involvement', '/involvement'], ['account-tokens', '/account/tokens']);
    if (upcoming) {
      screens.push(['ticket', `/tickets/${encodeURIComponent(upcoming.id)}`]);
      screens.push(['edit-registration', `/edit-registration/${encodeURIComponent(upcoming.id)}`]);
    }
    const { events } = await api('/api/events?limit=50');
    const open = events.find((e: { viewer?: { registrationId?: string | null } }) => !e.viewer?.registrationId);
    if (open) screens.push(['register', `/${open.id}/register`]);
    if (past) screens.push(['event-feedback', `/event-feedback/${past.eventId}`]);
    return screens;
  },
};

const organizer: Who = {
  email: 'robotics@demo.quad',
  screens: async (api) => {
    const me = (await api('/api/me')).user;
    const club = await api(`/api/organizers/${me.organizerId ?? me.id}`);
    const event = club.events.find((e: { status: string }) => e.status === 'upcoming') ?? club.events[0];
    return [
      ['organizer-dashboard', `/${me.organizerId ?? me.id}/dashboard`],
      ['workspace-people', `/${me.organizerId ?? me.id}/dashboard/people`],
      ['workspace-insights', `/${me.organizerId ?? me.id}/dashboard/insights`],
      ['workspace-settings', `/${me.organizerId ?? me.id}/dashboard/settings`],
      ['create-event', `/${encodeURIComponent(club.name)}/create-event`],
      ['edit-event', `/edit-event/${event.id}`],
      ['manage-event', `/manage-event/${event.id}`],
    ];
  },
};

const administrator: Who = {
  email: 'admin@demo.quad',
  screens: async () => [
    ['admin-events', '/admin/events'],
    ['admin-outcomes', '/admin/outcomes'],
    ['admin-privacy', '/admin/privacy'],
    ['admin-audit', '/admin/audit'],
    ['admin-status', '/admin/status'],
  ],
};

async function shoot(browser: Browser, who: Who) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const scheme of SCHEMES) {
      const context = await browser.newContext({ baseURL: base, viewport, colorScheme: scheme, isMobile: size === 'phone', hasTouch: size === 'phone', deviceScaleFactor: 1 });
      const page = await context.newPage();
      if (who.email) await logIn(page, who.email);
      const api = async (path: string) => (await page.request.get(path)).json();
      for (const [name, path] of await who.screens(api)) {
        await page.goto(path);
        await page.waitForFunction(() => 'live' in document.documentElement.dataset);
        await page.waitForLoadState('networkidle').catch(() => {});
        await page.waitForTimeout(600);
        await page.screenshot({ path: `${out}/${name}-${size}-${scheme}.jpg`, type: 'jpeg', quality: 70 });
        console.log(`${name}-${size}-${scheme}`);
      }
      await context.close();
    }
  }
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.waitForFunction(() => 'live' in document.documentElement.dataset);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
try {
  for (const who of [visitor, student, organizer, administrator]) await shoot(browser, who);
} finally {
  await browser.close();
}
