import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test, untilLive, type Page } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { buildOrganizer, signInAdmin } from './support/accounts.ts';
import { createEvent, fillEventForm } from './support/events.ts';
import { waitForMail } from './support/mailbox.ts';
import { ownServer } from './support/own-server.ts';
import { e2ePorts, e2eServerEnv } from './support/ports.ts';

// Event approval. The shared server runs with approval off, so this journey starts
// a server of its own with EVENT_APPROVAL=required: its own port (E2E_PORT + 7, clear of the
// ports e2ePorts() hands out), its own data folder, and the run's mail catcher.
const port = e2ePorts().app + 7;
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.resolve('test-results/e2e-approval-data');
// An administrator of this server only (the shared one does not list it).
const ADMIN_EMAIL = 'approvals-admin@quad.test';

// Approval required, and an administrator of this server only.
const server = ownServer('approval', port, dataDir, { ...process.env, ...e2eServerEnv(port, dataDir), ADMIN_EMAILS: ADMIN_EMAIL, EVENT_APPROVAL: 'required' });

// One server for the file: its one journey runs in one worker.
test.describe.configure({ mode: 'serial' });
// Every page of this file (relative addresses, and waiting until the app is live) is on that server.
test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await server.start();
});

test.afterAll(async () => {
  await server.stop();
});

/** A club signed up through the API, in a browser of its own, on its dashboard. */
async function clubOnDashboard(browser: Browser, name: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const org = buildOrganizer({ name });
  const res = await context.request.post('/api/signup/organizer', { data: org });
  expect(res.status()).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  const page = await context.newPage();
  const dashboard = `${baseURL}/${user.id}/dashboard`;
  await page.goto(dashboard);
  await untilLive(page);
  return { context, page, org, dashboard };
}

/** An event's card on the club's dashboard, by its name. */
const dashboardCard = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('the campus office approves one event and sends another back; the club and the campus see the outcome', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const club = await clubOnDashboard(browser, `Astronomy Club ${stamp}`);

  // The club creates one event through its form and one through the API: both wait for the office.
  const bonfire = `Bonfire Night ${stamp}`;
  await club.page.getByRole('link', { name: 'Create New Event' }).click();
  await expect(club.page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
  await fillEventForm(club.page, { name: bonfire, date: dateFromToday(12), time: '19:00', venue: 'Football Ground', description: 'Songs and stories by the fire.', type: 'Club Event' });
  await club.page.getByRole('button', { name: 'Create Event' }).click();
  await expect(club.page.getByText(MSG.eventSubmittedForApproval)).toBeVisible();
  await expect(club.page).toHaveURL(club.dashboard, { timeout: 5000 });
  const starParty = await createEvent(club.context.request, { name: `Star Party ${stamp}`, date: dateFromToday(14), time: '20:30', venue: 'Rooftop Observatory', type: 'Club Event', capacity: 40 });
  await club.page.reload();
  await expect(dashboardCard(club.page, bonfire).getByText('Awaiting approval')).toBeVisible();
  await expect(dashboardCard(club.page, starParty.name).getByText('Awaiting approval')).toBeVisible();
  await expectAccessible(club.page, 'dashboard with events awaiting approval');
  // Its page, which only the club's team and the office can open meanwhile, says so too.
  await club.page.goto(`${baseURL}/events/${starParty.id}`);
  await untilLive(club.page);
  await expect(club.page.getByRole('heading', { level: 1, name: starParty.name })).toBeVisible();
  await expect(club.page.getByText('Awaiting approval')).toBeVisible();

  // A visitor sees neither: not on the home page, and their pages are a real 404.
  const visitor = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${baseURL}/`);
  await untilLive(visitorPage);
  await expect(visitorPage.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: starParty.name })).toHaveCount(0);
  await expect(visitorPage.getByRole('link', { name: bonfire })).toHaveCount(0);
  expect((await visitorPage.goto(`${baseURL}/events/${starParty.id}`))?.status()).toBe(404);

  // The office: Approvals in the account menu leads to the queue, soonest first.
  const admin = await signInAdmin(page, baseURL, ADMIN_EMAIL);
  const nameButton = page.getByRole('button', { name: admin.name, exact: true });
  await expect(nameButton).toHaveAttribute('aria-haspopup', 'menu');
  await nameButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Approvals' }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/events`);
  await expect(page.getByRole('heading', { level: 1, name: 'Event approvals' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Waiting' })).toBeChecked();
  const queue = page.getByRole('article');
  await expect(queue.getByRole('heading')).toHaveText([bonfire, starParty.name]);
  const starCard = queue.filter({ has: page.getByRole('heading', { name: starParty.name }) });
  await expect(starCard.getByRole('link', { name: starParty.name })).toHaveAttribute('href', `/events/${starParty.id}`);
  await expect(starCard.getByText(club.org.name)).toBeVisible();
  await expect(starCard.getByText('Rooftop Observatory')).toBeVisible();
  await expect(starCard.getByText('Max participants: 40')).toBeVisible();
  await expect(starCard.locator('time')).toHaveAttribute('datetime', `${starParty.date}T20:30:00+00:00`);
  await expectAccessible(page, 'approval queue');
  // On a phone: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page, 'approval queue on a phone');
  await expectAccessible(page, 'approval queue on a phone');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Sending back asks for a reason, checked on submit, beside the field.
  await page.getByRole('button', { name: `Send back ${bonfire}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send back ${bonfire}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send back' }).click();
  const reasonField = dialog.getByLabel('Reason');
  await expect(reasonField).toHaveAttribute('aria-invalid', 'true');
  await expect(reasonField).toHaveAccessibleDescription(MSG.rejectionReasonRequired);
  await expect(reasonField).toBeFocused();
  await expectAccessible(page, 'send back: no reason');
  const reason = 'Open fires are not allowed on the football ground; please ask Facilities for a fire pit.';
  await reasonField.fill(reason);
  await dialog.getByRole('button', { name: 'Send back' }).click();
  await expect(page.getByText(`${bonfire} sent back to its club.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(queue.getByRole('heading')).toHaveText([starParty.name]);

  // Approving the other one empties the queue.
  await page.getByRole('button', { name: `Approve ${starParty.name}` }).click();
  await expect(page.getByText(`${starParty.name} approved.`)).toBeVisible();
  await expect(page.getByText('No events are waiting for approval.')).toBeVisible();

  // Sent back: with the reason, still approvable; Approved: the star party. The choice is in the address.
  await page.getByText('Sent back', { exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/events?status=rejected`);
  await expect(queue.getByRole('heading')).toHaveText([bonfire]);
  await expect(queue.getByText(reason)).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve ${bonfire}` })).toBeVisible();
  await expectAccessible(page, 'approval queue: sent back');
  await page.getByText('Approved', { exact: true }).click();
  await expect(queue.getByRole('heading')).toHaveText([starParty.name]);

  // The club is told by e-mail either way, and its dashboard says which.
  const sentBack = await waitForMail(club.org.email, new RegExp(`^Sent back: ${bonfire}`));
  expect(sentBack.text).toContain(reason);
  await waitForMail(club.org.email, new RegExp(`^Approved: ${starParty.name}`));
  await club.page.goto(club.dashboard);
  await untilLive(club.page);
  const bonfireCard = dashboardCard(club.page, bonfire);
  await expect(bonfireCard.getByText('Sent back', { exact: true })).toBeVisible();
  await expect(bonfireCard.getByText(`Sent back by the campus office: ${reason}`)).toBeVisible();
  const starPartyCard = dashboardCard(club.page, starParty.name);
  await expect(starPartyCard.getByText('Awaiting approval')).toHaveCount(0);
  await expect(starPartyCard.getByText('Sent back', { exact: true })).toHaveCount(0);
  await expectAccessible(club.page, 'dashboard with an event sent back');

  // The approved event is on the home page for a visitor now; the one sent back is not.
  await visitorPage.goto(`${baseURL}/`);
  await untilLive(visitorPage);
  await expect(visitorPage.getByRole('link', { name: starParty.name }).first()).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: bonfire })).toHaveCount(0);
  expect((await visitorPage.goto(`${baseURL}/events/${starParty.id}`))?.status()).toBe(200);

  // The club edits the approved event: a new description keeps it listed, a new time needs the office again.
  await club.page.goto(`${baseURL}/edit-event/${starParty.id}`);
  await untilLive(club.page);
  await expect(club.page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
  await club.page.getByLabel('Description').fill('Telescopes for everyone, and hot chocolate.');
  await expect(club.page.getByText(MSG.editNeedsApprovalAgain)).toHaveCount(0);
  await club.page.getByLabel('Time', { exact: true }).fill('21:00');
  await expect(club.page.getByText(MSG.editNeedsApprovalAgain)).toBeVisible();
  await expectAccessible(club.page, 'edit: the change needs approval again');
  await club.page.getByLabel('Time', { exact: true }).fill('20:30');
  await expect(club.page.getByText(MSG.editNeedsApprovalAgain)).toHaveCount(0);
  await club.page.getByLabel('Time', { exact: true }).fill('21:00');
  await club.page.getByRole('button', { name: 'Update Event' }).click();
  await expect(club.page.getByText(MSG.eventSentForApprovalAgain)).toBeVisible();
  await expect(club.page).toHaveURL(club.dashboard, { timeout: 5000 });
  await expect(dashboardCard(club.page, starParty.name).getByText('Awaiting approval')).toBeVisible();

  await visitor.close();
  await club.context.close();
});
