import { expect, request as playwrightRequest, test } from './support/test.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { buildOrganizer, signInAdmin } from './support/accounts.ts';
import { createEvent } from './support/events.ts';

// The audit log: two clubs change their events; the campus office reads who
// changed what, in words, and narrows the log to one of them. The club reads its own
// activity from its dashboard. Its own admin address (playwright.config.ts' ADMIN_EMAILS):
// the other admin journeys run side by side with this one.
const ADMIN_EMAIL = 'audit-admin@quad.test';

/** A club signed up through the API, with one event it created and then edited. */
async function clubWithEdit(baseURL: string, name: string, edit: Record<string, unknown>, event: Record<string, unknown> = {}) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const club = buildOrganizer({ name });
  const res = await api.post('/api/signup/organizer', { data: club });
  expect(res.status()).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  const created = await createEvent(api, { date: dateFromToday(20), ...event });
  expect((await api.patch(`/api/events/${created.id}`, { data: edit })).status()).toBe(200);
  return { api, club, id: user.id, event: created };
}

test('the campus office reads who changed what, and narrows the log to one club; the club reads its own', async ({ page, baseURL, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const chess = await clubWithEdit(baseURL!, `Chess Club ${stamp}`, { capacity: 80 }, { name: `Blitz Night ${stamp}`, capacity: 50 });
  const drama = await clubWithEdit(baseURL!, `Drama Club ${stamp}`, { name: `Play Reading II ${stamp}` }, { name: `Play Reading ${stamp}` });
  const admin = await signInAdmin(page, baseURL!, ADMIN_EMAIL);

  // The account menu leads an administrator to the log.
  await page.getByRole('button', { name: admin.name, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page).toHaveURL('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  // Each change with who made it and its values, in words.
  const table = page.getByRole('table', { name: 'Entries' });
  const chessEdit = table.getByRole('row').filter({ hasText: `Blitz Night ${stamp}` }).filter({ hasText: 'Edited the event' });
  await expect(chessEdit.getByRole('cell').nth(1)).toContainText(`Chess Club ${stamp}`);
  await expect(chessEdit.getByRole('cell').nth(1)).toContainText(chess.club.email);
  await expect(chessEdit.getByRole('cell').nth(4)).toHaveText('Capacity 50 → 80');
  const dramaEdit = table.getByRole('row').filter({ hasText: `Play Reading II ${stamp}` }).filter({ hasText: 'Edited the event' });
  await expect(dramaEdit.getByRole('cell').nth(4)).toHaveText(`Name “Play Reading ${stamp}” → “Play Reading II ${stamp}”`);
  await expectAccessible(page, 'audit log');

  // Narrowed to what one club's account did: the other club's entries leave the table.
  await page.getByLabel('Done by (e-mail)').fill(drama.club.email.toUpperCase());
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]actor=/);
  await expect(table.getByRole('row').filter({ hasText: `Blitz Night ${stamp}` })).toHaveCount(0);
  // Its two entries (created, edited) and nothing else, whatever other clubs did meanwhile.
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(2);
  await expect(table.getByRole('row').filter({ hasText: drama.club.email.toLowerCase() })).toHaveCount(2);
  await expectAccessible(page, 'audit log filtered by actor');

  // Then to one event, picked from the table; Clear shows everything again.
  await table.getByRole('button', { name: `Show only entries of Play Reading II ${stamp}` }).click();
  const eventPicker = page.getByRole('combobox', { name: 'Event', exact: true });
  await expect(eventPicker).toHaveValue(`Play Reading II ${stamp}`);
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(table.getByRole('row').filter({ hasText: `Blitz Night ${stamp}` })).toHaveCount(2);

  // Or found by its name: the address keeps its id.
  await eventPicker.fill(`blitz night ${stamp}`);
  await page.getByRole('option', { name: `Blitz Night ${stamp}` }).click();
  await expectAccessible(page, 'audit log: an event picked by name');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]eventId=${chess.event.id}`));
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(2);
  await expect(table.getByRole('row').filter({ hasText: `Play Reading II ${stamp}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear' }).click();

  // On a phone the table scrolls by itself; the page never does.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page, 'audit log on a phone');
  await expectAccessible(page, 'audit log on a phone');

  // The club reads its own activity from its workspace's Settings, and nothing of the other club's.
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  // Signed in through the API: the context's cookies are the page's (sign-in itself is tested elsewhere).
  const signIn = await context.request.post('/api/auth/sign-in/email', { data: { email: chess.club.email, password: chess.club.password }, headers: { origin: baseURL! } });
  expect(signIn.status()).toBe(200);
  const clubPage = await context.newPage();
  await clubPage.goto(`/${chess.id}/dashboard/settings`);
  await clubPage.getByRole('link', { name: 'Activity' }).click();
  await expect(clubPage).toHaveURL(`/${chess.id}/activity`);
  const own = clubPage.getByRole('table', { name: 'Entries' });
  await expect(own.getByRole('row').filter({ hasText: 'Capacity 50 → 80' })).toHaveCount(1);
  await expect(own.getByRole('row').filter({ has: clubPage.getByRole('cell') })).toHaveCount(2);
  await expect(own.getByText(`Play Reading`)).toHaveCount(0);
  await expectAccessible(clubPage, 'club activity');
  await context.close();
  await chess.api.dispose();
  await drama.api.dispose();
});
