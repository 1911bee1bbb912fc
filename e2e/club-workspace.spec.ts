import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { createOrganizer, createStudent } from './support/accounts.ts';
import { fillEventForm } from './support/events.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';

// A club's workspace: its team works in Events, People, Insights and Settings, each at its
// own address, reached by the section links; everyone else sees the club's public page there.

/** A club signed up through the API, in a request context of its own (its session). */
async function club(baseURL: string, name: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  const { user } = await createOrganizer(api, { name });
  return { api, id: user.id, name };
}

/** The club invites `email` as manager, who accepts through the mail's link (the invitation page is tested elsewhere). */
async function makeManager(of: { api: APIRequestContext; id: string; name: string }, officer: APIRequestContext, email: string) {
  expect((await of.api.post(`/api/organizers/${of.id}/members`, { data: { email, role: 'manager' } })).status()).toBe(201);
  const token = linkIn(await waitForMail(email, new RegExp(`^Join ${of.name}`)), '/invitations/').split('/invitations/')[1]!;
  expect((await officer.post(`/api/invitations/${token}/accept`, {})).status()).toBe(200);
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Club workspace' });

/** Opens a section by its link: the address changes, the link says it is current, the section's heading shows. */
async function openSection(page: Page, name: string, path: string) {
  await sections(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(sections(page).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

test('an officer goes through the workspace by its links, creates an event from a section, and switching clubs keeps the section', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const robotics = await club(baseURL!, `Robotics Guild ${stamp}`);
  const drama = await club(baseURL!, `Drama Circle ${stamp}`);
  const officer = await createStudent(page.request, { name: 'Kavya Officer' });
  await makeManager(robotics, page.request, officer.input.email);
  await makeManager(drama, page.request, officer.input.email);
  const home = `/${robotics.id}/dashboard`;

  // Events: the club's events, or, for a new club, what to do first.
  await page.goto(home);
  await expect(page.getByRole('heading', { level: 1, name: robotics.name })).toBeVisible();
  await expect(sections(page).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(MSG.noEventsYet)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first event' })).toBeVisible();
  await expectAccessible(page, 'workspace: events, empty');

  await openSection(page, 'People', `${home}/people`);
  await expect(page.getByText('No registrations yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team' })).toContainText('The club’s owner keeps the team');
  await expectAccessible(page, 'workspace: people, empty');

  await openSection(page, 'Insights', `${home}/insights`);
  await expect(page.getByText('Nothing to show yet')).toBeVisible();
  await expectAccessible(page, 'workspace: insights, empty');

  await openSection(page, 'Settings', `${home}/settings`);
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(robotics.name);
  await expect(page.getByRole('link', { name: 'Activity' })).toHaveAttribute('href', `/${robotics.id}/activity`);
  await expectAccessible(page, 'workspace: settings');

  // The back button walks back through the sections.
  await page.goBack();
  await expect(page).toHaveURL(`${home}/insights`);
  await expect(sections(page).getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(`${home}/people`);
  await expect(page.getByRole('heading', { level: 2, name: 'People' })).toBeVisible();

  // Create New Event is in every section: from People, and back to the club's events.
  await page.getByRole('link', { name: 'Create New Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Create Event for ${robotics.name}` })).toBeVisible();
  const eventName = `Servo Clinic ${stamp}`;
  await fillEventForm(page, { name: eventName, date: dateFromToday(8), time: '17:30', venue: 'Mech Lab', description: 'Bring a servo that jitters.', type: 'Workshop', capacity: '25' });
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page).toHaveURL(home, { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Upcoming events' }).getByRole('heading', { level: 4, name: eventName })).toBeVisible();
  await expectAccessible(page, 'workspace: events');

  // People lists it with its registrations and the way to its list.
  await openSection(page, 'People', `${home}/people`);
  const row = page.getByRole('table', { name: 'Registrations by event' }).getByRole('row').filter({ hasText: eventName });
  await expect(row).toContainText('25');
  await expect(row.getByRole('link', { name: `Registrations for ${eventName}` })).toHaveAttribute('href', /^\/manage-event\//);
  await expectAccessible(page, 'workspace: people');

  // Switching clubs from the account menu opens the same section of the other club.
  await page.getByRole('button', { name: officer.input.name, exact: true }).click();
  await page.getByRole('menu').getByRole('group', { name: 'Your clubs' }).getByRole('menuitem', { name: `${drama.name} · Manager` }).click();
  await expect(page).toHaveURL(`/${drama.id}/dashboard/people`);
  await expect(page.getByRole('heading', { level: 1, name: drama.name })).toBeVisible();
  await expect(sections(page).getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');

  // On a phone every section's link is in sight, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const name of ['Events', 'People', 'Insights', 'Settings']) await expect(sections(page).getByRole('link', { name, exact: true })).toBeInViewport();
  await expectNoSidewaysScroll(page, 'workspace on a phone');
  await expectAccessible(page, 'workspace on a phone');

  // The public page, as students see it, and the way back.
  await page.getByRole('link', { name: 'Public page' }).click();
  await expect(page).toHaveURL(`/${drama.id}/dashboard?view=public`);
  await expect(sections(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the workspace' }).click();
  await expect(page).toHaveURL(`/${drama.id}/dashboard`);

  await robotics.api.dispose();
  await drama.api.dispose();
});

test('a student at a workspace address sees the club’s public page; an unknown club’s is not found', async ({ page, baseURL }) => {
  const robotics = await club(baseURL!, `Chess Society ${Date.now()}`);
  await createStudent(page.request);
  for (const section of ['people', 'insights', 'settings']) {
    const response = await page.goto(`/${robotics.id}/dashboard/${section}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: robotics.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
    await expect(sections(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create New Event' })).toHaveCount(0);
  }
  await expectAccessible(page, 'club page at a workspace address');
  expect((await page.request.get('/no-such-club/dashboard/people')).status()).toBe(404);
  await robotics.api.dispose();
});
