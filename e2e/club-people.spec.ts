import { expect, request as playwrightRequest, test } from './support/test.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { createOrganizer, createStudent } from './support/accounts.ts';
import { createEvent } from './support/events.ts';
import { dateFromToday } from '../test/support/factories.ts';

// The People section of a club's workspace: everyone who registered for the club's events,
// searched and narrowed by event and status, with e-mail and phone for those who may see them.

test('the club finds its registrants across its events by event, status and name', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const { user: club } = await createOrganizer(page.request, { name: `Astronomy Club ${stamp}` });
  const stargazing = await createEvent(page.request, { name: `Stargazing ${stamp}`, date: dateFromToday(6), capacity: 1 });
  const telescope = await createEvent(page.request, { name: `Telescope Clinic ${stamp}`, date: dateFromToday(9) });

  // Two students register through their own sessions: the first takes the only seat, the second waits.
  const register = async (name: string, eventIds: string[]) => {
    const api = await playwrightRequest.newContext({ baseURL });
    const { input } = await createStudent(api, { name });
    for (const id of eventIds) {
      const res = await api.post(`/api/events/${id}/registrations`, { data: { name: input.name, usn: input.usn, email: input.email, semester: input.semester } });
      expect(res.status()).toBe(201);
    }
    await api.dispose();
    return input;
  };
  const meera = await register('Meera Stargazer', [stargazing.id]);
  await register('Arjun Nightowl', [stargazing.id, telescope.id]);

  await page.goto(`/${club.id}/dashboard/people`);
  const section = page.getByRole('region', { name: 'Registrants' });
  const table = section.getByRole('table', { name: 'Registrants' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Event', 'Status', 'Registered', 'Contact']);
  const meeraRow = table.getByRole('row').filter({ hasText: 'Meera Stargazer' });
  await expect(meeraRow).toContainText(`Stargazing ${stamp}`);
  await expect(meeraRow).toContainText('Registered');
  await expect(meeraRow.getByRole('link', { name: meera.email })).toHaveAttribute('href', `mailto:${meera.email}`);
  await expectAccessible(page, 'workspace: people with registrants');

  // By event, then by status within it.
  await section.getByLabel('Event').selectOption({ label: `Stargazing ${stamp}` });
  await expect(table.getByRole('row')).toHaveCount(3);
  await section.getByLabel('Status').selectOption({ label: 'Waitlisted' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Arjun Nightowl');
  await section.getByLabel('Event').selectOption({ label: 'All events' });
  await section.getByLabel('Status').selectOption({ label: 'All statuses' });
  await expect(table.getByRole('row')).toHaveCount(4);

  // A search by name; one that matches nothing says so.
  await section.getByRole('searchbox', { name: 'Search' }).fill('arjun');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(section.getByText('2 registrants')).toBeVisible();
  await section.getByRole('searchbox', { name: 'Search' }).fill('nobody-by-this-name');
  await expect(section.getByText('No registrants match. Try another search or filter.')).toBeVisible();
  await section.getByRole('searchbox', { name: 'Search' }).fill('');

  // On a phone, one block per registrant, nothing sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = section.getByRole('list', { name: 'Registrants' });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(cards.getByRole('listitem').filter({ hasText: 'Meera Stargazer' })).toContainText(`Stargazing ${stamp}`);
  await expectNoSidewaysScroll(page, 'people on a phone');
  await expectAccessible(page, 'people on a phone');
});

test('a reloaded workspace page paints the workspace’s shape first, never the club’s public page', async ({ page }) => {
  const stamp = Date.now();
  const { user: club } = await createOrganizer(page.request, { name: `Quiz Society ${stamp}` });
  await createEvent(page.request, { name: `Pub Quiz ${stamp}`, date: dateFromToday(5) });
  // What the page shows, each time it changes, from the first parsed HTML on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const look = () => {
      const text = document.body?.innerText ?? '';
      const now = document.querySelector('nav[aria-label="Club workspace"]') ? 'workspace' : text.includes('Contact:') ? 'public' : text.includes('Loading the club') ? 'shape' : null;
      if (now && seen.at(-1) !== now) seen.push(now);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
  for (const section of ['', '/people', '/insights', '/settings']) {
    const path = `/${club.id}/dashboard${section}`;
    // The server's HTML itself: the workspace's shape, not the club's public page.
    const html = await (await page.request.get(path)).text();
    const markup = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="quad-state">/.exec(html)?.[1] ?? '';
    expect(markup, path).toContain('Loading the club');
    expect(markup, path).not.toContain(`Pub Quiz ${stamp}`);
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Club workspace' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Club workspace' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen), path).toEqual(['shape', 'workspace']);
  }
  await expectAccessible(page, 'workspace after a reload');
});
