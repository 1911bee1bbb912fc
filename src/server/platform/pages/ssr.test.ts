import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import type { TestApp } from '../../../../test/support/test-app.ts';
import { startTestAppWithPages } from '../../../../test/support/web-root.ts';
import type { RouteObject } from 'react-router';
import { routes } from '../../../web/app/router.tsx';
import { buildEvent } from '../../../../test/support/factories.ts';
import { invitationToken } from '../../../../test/support/teams.ts';
import { START_SCRIPT, START_SCRIPT_HASH } from './app-start.ts';
import { thingOf } from './page-status.ts';

// Pages rendered on the server: the app's own components, with their data,
// in the HTML itself; the state to hydrate from beside them.

let t: TestApp;
let club: HttpClient;
let clubId: string;
const PUBLIC = 'https://events.example.edu';

beforeAll(async () => {
  t = await startTestAppWithPages({ PUBLIC_URL: PUBLIC, CAMPUS_NAME: 'Hill Campus' });
  club = t.client();
  const signedUp = await signUpOrganizer(club, { name: 'Chess Circle' });
  clubId = signedUp.user.organizerId ?? signedUp.user.id;
});
afterAll(async () => {
  await t?.close();
});

const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="quad-state">/.exec(html)?.[1] ?? '';
const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="quad-state">([\s\S]*?)<\/script>/.exec(html)![1]!);
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the home page', () => {
  it('arrives with the first page of upcoming events, its head tags and the state to hydrate from', async () => {
    await createEventAs(club, { name: 'Blitz Tournament', date: '2027-03-04', time: '17:00' });
    const res = await t.client().get('/');
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toContain('Upcoming Events');
    expect(root).toContain('Blitz Tournament');
    expect(res.text.match(/<title>/g)).toHaveLength(1);
    expect(res.text).toContain(`<link rel="canonical" href="${PUBLIC}/" />`);
    expect(meta(res.text, 'og:image')).toBe(`${PUBLIC}/og.png`);
    const state = stateOf(res.text);
    const keys = state.queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['me', 'config', 'events']));
  });

  it('follows writes at once (the signed-out page is cached until one), and its filters come from the address', async () => {
    expect(rootOf((await t.client().get('/')).text)).not.toContain('Endgame Clinic');
    await createEventAs(club, { name: 'Endgame Clinic' });
    expect(rootOf((await t.client().get('/')).text)).toContain('Endgame Clinic');

    const filtered = rootOf((await t.client().get('/?name=endgame')).text);
    expect(filtered).toContain('Endgame Clinic');
    expect(filtered).not.toContain('Blitz Tournament');
  });

  it('is compressed for browsers that take it', async () => {
    const res = await fetch(`${t.baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('Upcoming Events');
    const gz = await fetch(`${t.baseUrl}/about`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toContain('About Quad');
  });
});

describe('a visitor who holds a session', () => {
  it('gets the one page rendered for anyone: their own parts stand in, and nothing of theirs is in it', async () => {
    const event = await createEventAs(club, { name: 'Simul Evening' });
    const student = t.client();
    const signedUp = await signUpStudent(student);
    expect((await registerAs(student, signedUp, event.id)).status).toBe('registered');
    const other = t.client();
    await signUpStudent(other);

    const mine = await student.get(`/events/${event.id}`);
    expect(mine.status).toBe(200);
    const root = rootOf(mine.text);
    expect(root).toContain('Simul Evening');
    expect(root).toContain('data-stand-in');
    expect(root).not.toMatch(/Cancel Registration|Logout|>Login<|>Register</);
    expect(mine.text).not.toContain(signedUp.user.email);
    expect(mine.text).not.toContain(signedUp.user.name);
    const state = stateOf(mine.text);
    expect(state.forAnyone).toBe(true);
    expect(state.queries.queries.map((q: { queryKey: string[] }) => q.queryKey[0])).not.toContain('me');

    // Another student is sent the same page; the browser then reads each one's own state.
    expect((await other.get(`/events/${event.id}`)).text).toBe(mine.text);
    expect((await student.get(`/api/events/${event.id}`)).body.viewer).toMatchObject({ status: 'registered' });

    // Signed out: the Login button is in the page itself.
    const theirs = await t.client().get(`/events/${event.id}`);
    expect(rootOf(theirs.text)).not.toContain('data-stand-in');
    expect(rootOf(theirs.text)).toContain('Login');

    // Sign-in pages are for signed-out visitors: the app sends a signed-in one on.
    const login = await student.get('/login');
    expect(login.status).toBe(200);
    expect(login.text).not.toContain('quad-state');
  });

  it('gets an event only its team may see rendered for them, while nobody else learns of it', async () => {
    t.ctx.config.eventApproval.required = true;
    const event = await createEventAs(club, { name: 'Queue Night' }).finally(() => {
      t.ctx.config.eventApproval.required = false;
    });
    expect(event.status).toBe('pending');
    const ours = await club.get(`/events/${event.id}`);
    expect(ours.status).toBe(200);
    expect(rootOf(ours.text)).toContain('Queue Night');
    expect(rootOf(ours.text)).toContain('Awaiting approval');
    expect(stateOf(ours.text).forAnyone).toBeUndefined();
    const student = t.client();
    await signUpStudent(student);
    for (const who of [student, t.client()]) {
      const res = await who.get(`/events/${event.id}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Queue Night');
    }
  });

  it("gets a page that is theirs alone rendered for them: a student's For-you view", async () => {
    const student = t.client();
    await signUpStudent(student);
    const forYou = await student.get('/?view=for-you');
    expect(forYou.status).toBe(200);
    expect(rootOf(forYou.text)).toContain('Logout');
    const state = stateOf(forYou.text);
    expect(state.forAnyone).toBeUndefined();
    expect(state.queries.queries.map((q: { queryKey: string[] }) => q.queryKey[0])).toContain('me');
  });
});

describe("a student's registration form", () => {
  it('arrives rendered for its student, with their details in the form; a signed-out visitor and a club get the app', async () => {
    const event = await createEventAs(club, { name: 'Rapid Ladder' });
    const student = t.client();
    const signedUp = await signUpStudent(student);
    const mine = await student.get(`/${event.id}/register`);
    expect(mine.status).toBe(200);
    expect(mine.text).toContain('<title>Register: Rapid Ladder · Quad</title>');
    const root = rootOf(mine.text);
    expect(root).toContain('Register for Rapid Ladder');
    expect(root).toContain(signedUp.input.usn);
    // Its fields wait for the app: typed into before hydration, a controlled field would lose the text.
    const fieldset = /<fieldset[^>]*>/.exec(root)?.[0] ?? '';
    expect(fieldset).toContain('disabled');
    expect(fieldset).toContain('data-waits-for-app');
    const state = stateOf(mine.text);
    expect(state.forAnyone).toBeUndefined();
    expect(state.queries.queries.map((q: { queryKey: string[] }) => q.queryKey[0])).toEqual(expect.arrayContaining(['me', 'events']));
    // Never kept for another: a second student gets their own.
    const other = t.client();
    const otherSignedUp = await signUpStudent(other);
    const theirs = await other.get(`/${event.id}/register`);
    expect(rootOf(theirs.text)).toContain(otherSignedUp.input.usn);
    expect(theirs.text).not.toContain(signedUp.input.usn);

    // Signed out: the app, which sends the visitor to sign in and back.
    const visitor = await t.client().get(`/${event.id}/register`);
    expect(visitor.status).toBe(200);
    expect(visitor.text).toContain('<div id="root"></div>');
    expect(rootOf(visitor.text)).toBe('');
    // Only the empty shell says it needs JavaScript; a rendered page is there to read.
    expect(visitor.text).toContain('<noscript>Quad needs JavaScript to run.</noscript>');
    expect(mine.text).not.toContain('<noscript>');
    expect(mine.text).not.toContain('application/ld+json');
    // A club is told on the page that only students register.
    expect((await club.get(`/${event.id}/register`)).status).toBe(200);
    // An unknown event, and the API's own paths, are not this page.
    expect((await student.get('/no-such-event/register')).status).toBe(404);
    expect((await student.get('/api/register')).status).toBe(404);
  });
});

describe('the club page', () => {
  it('is rendered with the club, its events and a club preview image', async () => {
    await createEventAs(club, { name: 'Opening Theory 101' });
    const res = await t.client().get(`/${clubId}/dashboard`);
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toMatch(/<h1[^>]*>Chess Circle<\/h1>/);
    expect(root).toContain('Opening Theory 101');
    expect(res.text).toContain('<title>Chess Circle · Quad</title>');
    expect(meta(res.text, 'og:type')).toBe('profile');
    expect(meta(res.text, 'og:image')).toBe(`${PUBLIC}/${clubId}/og.png`);

    for (const path of ['/og.png', `/${clubId}/og.png`]) {
      const png = await fetch(`${t.baseUrl}${path}`);
      expect(png.headers.get('content-type')).toBe('image/png');
      const info = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
      expect([info.width, info.height], path).toEqual([1200, 630]);
    }
    expect((await fetch(`${t.baseUrl}/no-such-club/og.png`)).status).toBe(404);
    // An unknown club is a 404; the app's own page then sends the visitor home with a message.
    const unknown = await t.client().get('/no-such-club/dashboard');
    expect(unknown.status).toBe(404);
    expect(unknown.text).not.toContain('quad-state');
  });

  it('answers the workspace’s sections as the club’s page: to a visitor, the club, rendered, whose canonical address is the club’s page', async () => {
    for (const section of ['people', 'insights', 'settings']) {
      const res = await t.client().get(`/${clubId}/dashboard/${section}`);
      expect(res.status, section).toBe(200);
      expect(rootOf(res.text), section).toMatch(/<h1[^>]*>Chess Circle<\/h1>/);
      expect(res.text, section).toContain(`<link rel="canonical" href="${PUBLIC}/${clubId}/dashboard"`);
      expect((await t.client().get(`/no-such-club/dashboard/${section}`)).status, section).toBe(404);
    }
    expect((await t.client().get(`/${clubId}/dashboard/elsewhere`)).status).toBe(404);
  });

  it("paints the workspace's shape for the club's team, at once, in every section: never the public page first", async () => {
    // Another signed-in visitor first, so a page rendered for anyone is there to be (wrongly) shared.
    const student = t.client();
    await signUpStudent(student);
    for (const section of ['', '/people', '/insights', '/settings']) {
      const seen = rootOf((await student.get(`/${clubId}/dashboard${section}`)).text);
      if (section === '') expect(seen, 'student').toMatch(/<h1[^>]*>Chess Circle<\/h1>/);
      const res = await club.get(`/${clubId}/dashboard${section}`);
      expect(res.status, section).toBe(200);
      const root = rootOf(res.text);
      expect(root, section).toContain('Loading the club');
      expect(root, section).not.toMatch(/<h1[^>]*>Chess Circle<\/h1>/);
      expect(root, section).not.toContain('Opening Theory 101');
      // Rendered with the team's session, so the browser does not wait for it to decide.
      expect(stateOf(res.text).forAnyone, section).toBeFalsy();
      // The public page, as the team asks for it, is still the club's.
      expect(rootOf((await club.get(`/${clubId}/dashboard${section}?view=public`)).text), section).toMatch(/<h1[^>]*>Chess Circle<\/h1>/);
    }
  });
});

describe('other pages', () => {
  it('renders About, Terms, Developers and the sign-in pages; leaves account pages to the browser; answers 404 with the not-found page', async () => {
    for (const [path, text] of [['/about', 'About Quad'], ['/terms', 'Terms'], ['/developers', 'Developers'], ['/login', 'Password'], ['/student-signup', 'USN']]) {
      const res = await t.client().get(path!);
      expect(res.status, path).toBe(200);
      expect(rootOf(res.text), path).toContain(text);
    }
    const account = await t.client().get('/account');
    expect(account.status).toBe(200);
    expect(account.text).toContain('<div id="root"></div>');

    const missing = await t.client().get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<title>Page not found · Quad</title>');
    expect(rootOf(missing.text)).toContain('Page not found');
  });

  it("starts the app's code by a script its CSP allows: on a signed-out visitor's first interaction, after the first paint for a session; the shell starts it at once", async () => {
    const rendered = await t.client().get('/about');
    expect(rendered.text).not.toMatch(/<script type="module"/);
    expect(rendered.text).not.toMatch(/<link rel="modulepreload"/);
    expect(rendered.text).toContain('<link rel="quad-entry" href="/src/web/main.tsx" data-on-interaction>');
    expect(rendered.text).toContain(`<script>${START_SCRIPT}</script>`);
    expect(rendered.headers.get('content-security-policy')).toContain(START_SCRIPT_HASH);
    const withSession = await club.get('/about');
    expect(withSession.text).toContain('<link rel="quad-entry" href="/src/web/main.tsx">');
    expect(withSession.text).toContain(`<script>${START_SCRIPT}</script>`);
    const shell = await t.client().get('/account');
    expect(shell.text).toContain('<script type="module" src="/src/web/main.tsx"></script>');
    expect(shell.text).not.toContain('quad-entry');
  });

  it('never fails on odd input: the page renders without the part whose read was refused', async () => {
    for (const path of ['/?name=%00', '/?date=not-a-date', `/?name=${'x'.repeat(5000)}`, '/%61bout']) {
      const res = await t.client().get(path);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

/** Every path of the app's router, as written there. */
const routePaths = (list: RouteObject[]): string[] => list.flatMap((r) => [...(r.path ? [r.path] : []), ...routePaths(r.children ?? [])]);

describe("every route of the app's router", () => {
  it('answers 200 when what it shows exists, and 404 with the not-found page when it does not', async () => {
    const student = t.client();
    const signedUp = await signUpStudent(student, { usn: '1RV22CS777' });
    const event = await createEventAs(club, { name: 'Route Walk' });
    const registration = await registerAs(student, signedUp, event.id);
    const series = await club.post('/api/events', { ...buildEvent({ name: 'Weekly Walk' }), repeat: { every: 'week', count: 2 } });
    expect(series.status).toBe(201);
    expect((await club.post(`/api/organizers/${clubId}/members`, { email: 'door@x.edu', role: 'door' })).status).toBe(201);
    const existing: Record<string, string> = {
      eventId: event.id, seriesId: series.body.seriesId, organizerId: clubId, organizerName: 'Chess Circle',
      registrationId: registration.id, usn: signedUp.input.usn, token: await invitationToken(t.ctx, 'door@x.edu'),
    };
    const fill = (path: string, value: (param: string) => string) => path.replace(/:(\w+)/g, (_m, param: string) => encodeURIComponent(value(param)));

    const paths = routePaths(routes);
    expect(paths).toContain('/events/:eventId/check-in');
    for (const path of paths) {
      const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      // The server can look up every thing a route names.
      for (const param of params) expect(thingOf(param), `${path} :${param}`).toBeDefined();
      if (path === '*') continue;
      const found = await fetch(`${t.baseUrl}${fill(path, (p) => existing[p]!)}${path.endsWith('/check-in') ? '?code=ABC123' : ''}`, { redirect: 'manual' });
      // /{organizerName} on its own leads home (SPEC.md); /404 is the not-found page itself.
      const expected = path === '/:organizerName' ? 302 : path === '/404' ? 404 : 200;
      expect(found.status, path).toBe(expected);
      await found.arrayBuffer();
      if (!params.length) continue;
      const missing = await fetch(`${t.baseUrl}${fill(path, () => 'no-such-thing')}`, { redirect: 'manual' });
      expect(missing.status, `${path} with nothing there`).toBe(404);
      expect(await missing.text(), path).toContain('<title>Page not found · Quad</title>');
    }
    for (const unknown of ['/no/such/page', '/events/x/y/z', `/events/${'x'.repeat(600)}`, '/series/unknown']) {
      const res = await fetch(`${t.baseUrl}${unknown}`);
      expect(res.status, unknown).toBe(404);
      await res.arrayBuffer();
    }
  });
});
