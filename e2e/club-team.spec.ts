import { expect, request as playwrightRequest, test, untilLive, type Page } from './support/test.ts';
import type { Browser } from '@playwright/test';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday, whenFromNow } from '../test/support/factories.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, buildStudent, logInThroughForm } from './support/accounts.ts';
import { createEvent, fillEventForm } from './support/events.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';

// Club teams: a club's owner invites officers by e-mail; a manager runs events
// from their own student account; door staff check students in; the club is handed over
// to a manager without a password ever being shared.

/** A person signed in, in a browser of their own. */
async function signedIn(browser: Browser, baseURL: string, kind: 'student' | 'organizer', overrides: Record<string, string> = {}) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const input = kind === 'student' ? buildStudent(overrides) : buildOrganizer(overrides);
  const res = await context.request.post(`/api/signup/${kind}`, { data: input });
  expect(res.status()).toBe(201);
  const { user } = (await res.json()) as { user: { id: string; name: string } };
  const page = await context.newPage();
  return { context, page, input, user };
}

/** The club's owner invites `email` as `role` from the Team panel in the workspace's People, typing as soon as it shows. */
async function invite(page: Page, email: string, role: 'Manager' | 'Door staff') {
  const form = page.getByRole('form', { name: 'Invite someone' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('table', { name: 'Open invitations' }).getByRole('row').filter({ hasText: email })).toBeVisible();
}

async function acceptFromMail(page: Page, email: string, clubName: string) {
  const mail = await waitForMail(email, new RegExp(`^Join ${clubName}`));
  await page.goto(linkIn(mail, '/invitations/'));
  await expect(page.getByRole('heading', { level: 1, name: `Join ${clubName}` })).toBeVisible();
}

test('a club invites a manager and door staff; the manager creates an event for the club, door staff check a student in', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const clubName = `Robotics Team ${Date.now()}`;
  const club = await signedIn(browser, baseURL!, 'organizer', { name: clubName });
  const manager = await signedIn(browser, baseURL!, 'student', { name: 'Asha Officer' });
  const door = { input: buildStudent({ name: 'Dev Door' }) };
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/signup/student', { data: door.input })).status()).toBe(201);
  await api.dispose();

  // The workspace's People has the Team panel; invitations go out by e-mail.
  await club.page.goto(`/${club.user.id}/dashboard/people`);
  const team = club.page.getByRole('region', { name: 'Team' });
  await expect(team.getByText('No one else is on the team yet.', { exact: false })).toBeVisible();
  await club.page.getByRole('form', { name: 'Invite someone' }).getByRole('button', { name: 'Send invitation' }).click();
  await expect(club.page.getByRole('form', { name: 'Invite someone' }).getByText(MSG.fillAllFields).first()).toBeVisible();
  await invite(club.page, manager.input.email, 'Manager');
  await invite(club.page, door.input.email, 'Door staff');
  await expectAccessible(club.page, 'people with its team panel');

  // The manager, signed in, accepts from the mail and lands on the club's dashboard.
  await acceptFromMail(manager.page, manager.input.email, clubName);
  await expect(manager.page.getByText(`You are invited to join ${clubName} as manager.`)).toBeVisible();
  await expectAccessible(manager.page, 'invitation');
  await manager.page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(manager.page).toHaveURL(`/${club.user.id}/dashboard`);

  // "Your clubs" in the account menu switches between Me and the club.
  await manager.page.goto('/');
  // This page is not the fixture's: wait for the app as a person waits for the page to respond.
  await untilLive(manager.page);
  await manager.page.getByRole('button', { name: manager.input.name, exact: true }).click();
  const clubs = manager.page.getByRole('menu').getByRole('group', { name: 'Your clubs' });
  await expect(clubs.getByRole('menuitem')).toHaveText(['Me', `${clubName} · Manager`]);
  await clubs.getByRole('menuitem', { name: `${clubName} · Manager` }).click();
  await expect(manager.page).toHaveURL(`/${club.user.id}/dashboard`);

  // The manager creates an event for the club, from their own account.
  await manager.page.getByRole('link', { name: 'Create New Event' }).click();
  await expect(manager.page.getByRole('heading', { level: 1, name: `Create Event for ${clubName}` })).toBeVisible();
  const eventName = `Line Follower Race ${Date.now()}`;
  await fillEventForm(manager.page, { name: eventName, date: dateFromToday(9), time: '16:00', venue: 'Mech Lab', description: 'Bring your robot.', type: 'Competition', capacity: '30' });
  await manager.page.getByRole('button', { name: 'Create Event' }).click();
  await expect(manager.page).toHaveURL(`/${club.user.id}/dashboard`, { timeout: 15_000 });
  await expect(manager.page.getByRole('heading', { level: 4, name: eventName })).toBeVisible();
  await expect(manager.page.getByRole('link', { name: `Edit ${eventName}` })).toBeVisible();

  // A manager is a student too: the club's event page offers Register beside Edit and Manage.
  const editHref = await manager.page.getByRole('link', { name: `Edit ${eventName}` }).getAttribute('href');
  const eventId = editHref!.split('/').pop()!;
  await manager.page.goto(`/events/${eventId}`);
  await untilLive(manager.page);
  const eventMain = manager.page.getByRole('main');
  await expect(eventMain.getByRole('link', { name: 'Edit', exact: true })).toBeVisible();
  await expect(eventMain.getByRole('link', { name: 'Manage', exact: true })).toBeVisible();
  await expectAccessible(manager.page, "the club's event page, as its manager");
  await eventMain.getByRole('button', { name: 'Register', exact: true }).click();
  await manager.page.getByRole('dialog', { name: `Register for ${eventName}?` }).getByRole('button', { name: 'Register' }).click();
  await expect(manager.page.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible();

  // Door staff sign in from the invitation link (signed out first), then accept.
  const doorContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const doorPage = await doorContext.newPage();
  await acceptFromMail(doorPage, door.input.email, clubName);
  await doorPage.getByRole('link', { name: 'Sign in to accept' }).click();
  await logInThroughForm(doorPage, door.input.email, door.input.password);
  await expect(doorPage.getByRole('heading', { level: 1, name: `Join ${clubName}` })).toBeVisible();
  await doorPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(doorPage).toHaveURL(`/${club.user.id}/dashboard`);

  // An event starting in two hours (check-in is open), with a registered student.
  const doorEvent = await createEvent(club.context.request, { name: `Open Lab ${Date.now()}`, capacity: 10, ...whenFromNow(120) });
  const meera = buildStudent({ name: 'Meera Guest' });
  const student = await playwrightRequest.newContext({ baseURL });
  expect((await student.post('/api/signup/student', { data: meera })).status()).toBe(201);
  expect((await student.post(`/api/events/${doorEvent.id}/registrations`, { data: { name: meera.name, usn: meera.usn, email: meera.email, semester: meera.semester } })).status()).toBe(201);
  await student.dispose();

  await doorPage.reload();
  await expect(doorPage.getByRole('link', { name: `Edit ${doorEvent.name}` })).toHaveCount(0);
  await doorPage.getByRole('link', { name: `Check in at ${doorEvent.name}` }).click();
  const table = doorPage.getByRole('table', { name: 'Registrations' });
  await expect(table.getByRole('cell', { name: 'Meera Guest' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
  await expect(doorPage.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
  await expect(doorPage.getByRole('button', { name: 'Delete registration of Meera Guest' })).toHaveCount(0);
  await doorPage.getByLabel('Check-in mode').check();
  await expectAccessible(doorPage, 'the door');
  await doorPage.getByRole('button', { name: 'Check in Meera Guest' }).click();
  await expect(doorPage.getByRole('status').filter({ hasText: 'Checked in: Meera Guest' })).toBeVisible();

  for (const c of [club.context, manager.context, doorContext]) await c.close();
});

test('the club is handed over to a manager: the club account signs out for good, the manager owns it from their own account', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const clubName = `Debate Society ${Date.now()}`;
  const club = await signedIn(browser, baseURL!, 'organizer', { name: clubName });
  const next = await signedIn(browser, baseURL!, 'student', { name: 'Nisha Next' });

  await club.page.goto(`/${club.user.id}/dashboard/people`);
  await invite(club.page, next.input.email, 'Manager');
  await acceptFromMail(next.page, next.input.email, clubName);
  await next.page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(next.page).toHaveURL(`/${club.user.id}/dashboard`);

  await club.page.reload();
  await club.page.getByRole('button', { name: 'Make owner: Nisha Next' }).click();
  const dialog = club.page.getByRole('dialog');
  await expect(dialog).toContainText('nobody signs in as the club');
  await dialog.getByRole('button', { name: 'Make owner' }).click();
  await expect(club.page).toHaveURL(/\/login/);
  await expect(club.page.getByText("The club is now run from its new owner's account.")).toBeVisible();

  // The club's password no longer signs in.
  await logInThroughForm(club.page, club.input.email, club.input.password);
  await expect(club.page).toHaveURL(/\/login/);

  // The new owner keeps the team and the club's profile from their own account.
  await next.page.goto(`/${club.user.id}/dashboard/people`);
  await untilLive(next.page);
  const team = next.page.getByRole('region', { name: 'Team' });
  await expect(team.getByRole('row').filter({ hasText: 'Nisha Next' })).toContainText('Owner');
  await expect(team.getByText("The club is run from its owner's own account", { exact: false })).toBeVisible();
  await expectAccessible(next.page, 'people after the handover');

  // The club's profile is in Settings.
  await next.page.getByRole('navigation', { name: 'Club workspace' }).getByRole('link', { name: 'Settings' }).click();
  await expect(next.page).toHaveURL(`/${club.user.id}/dashboard/settings`);

  // The club's profile is kept from the owner's own account now.
  const profile = next.page.getByRole('region', { name: 'Club profile' });
  await profile.getByLabel('Organization name').fill(`${clubName} 2027`);
  await profile.getByRole('button', { name: 'Save club profile' }).click();
  await expect(next.page.getByRole('heading', { level: 1, name: `${clubName} 2027` })).toBeVisible();
  await club.context.close();
  await next.context.close();
});
