import { expect, request as playwrightRequest, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { buildOrganizer, buildStudent, logInThroughForm, signInThroughApi } from './support/accounts.ts';
import { createEvent } from './support/events.ts';

test('an organizer announces to the registered students; a student reads it in the inbox and the badge clears', async ({ page, baseURL }) => {
  // The club and its event.
  const club = await playwrightRequest.newContext({ baseURL });
  const org = buildOrganizer({ name: `Announcing Club ${Date.now()}` });
  expect((await club.post('/api/signup/organizer', { data: org })).status()).toBe(201);
  const event = await createEvent(club, { name: `Robot Night ${Date.now()}`, date: dateFromToday(4), time: '18:00' });

  // A student registers for it.
  const student = buildStudent({ name: 'Meera Inbox' });
  const studentApi = await playwrightRequest.newContext({ baseURL });
  expect((await studentApi.post('/api/signup/student', { data: student })).status()).toBe(201);
  const reg = await studentApi.post(`/api/events/${event.id}/registrations`, {
    data: { name: student.name, usn: student.usn, email: student.email, semester: student.semester },
  });
  expect(reg.status()).toBe(201);

  // The organizer writes from the manage page.
  await signInThroughApi(page, baseURL!, org.email, org.password);
  await page.goto(`/manage-event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Manage: ${event.name}` })).toBeVisible();
  const section = page.getByRole('region', { name: 'Announcements' });
  await expect(section.getByRole('heading', { level: 2, name: 'Announcements' })).toBeVisible();
  await expect(section.getByText('No announcements sent yet.')).toBeVisible();

  // Checked on submit: nothing is sent empty.
  await section.getByRole('button', { name: 'Send announcement' }).click();
  await expect(section.getByRole('alert').filter({ hasText: MSG.fillAllFields })).toBeVisible();

  const subject = `Room change for ${event.name}`;
  await section.getByLabel('Subject').fill(subject);
  await section.getByLabel('Message').fill('We moved to Hall B.\nBring your student ID.');
  await section.getByRole('button', { name: 'Send announcement' }).click();
  await expect(page.getByText(MSG.announcementSent)).toBeVisible();
  await expect(page.getByText('Sent to 1 student', { exact: true })).toBeVisible();
  await expect(section.getByLabel('Subject')).toHaveValue('');
  await expect(section.getByLabel('Message')).toHaveValue('');

  // Listed, and delivered: the list asks again every 10 s while an e-mail is waiting.
  const sent = section.getByRole('list', { name: 'Sent announcements' }).getByRole('listitem').filter({ hasText: subject });
  await expect(sent.getByRole('heading', { level: 4, name: subject })).toBeVisible();
  await expect(sent.getByText('Delivered to 1 of 1', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(sent.getByText(/waiting|failed/)).toHaveCount(0);
  await expectAccessible(page, 'manage event with announcements');

  await page.getByRole('button', { name: 'Logout' }).click();
  // Signed out for sure before the next sign-in (navigating away could cancel the request).
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // The student sees one unread message in the top bar.
  await page.goto('/login');
  await logInThroughForm(page, student.email, student.password);
  await expect(page).toHaveURL('/');
  const unreadLink = page.getByRole('link', { name: 'Inbox, 1 unread' });
  await expect(unreadLink).toBeVisible();
  await unreadLink.click();

  await expect(page).toHaveURL('/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const message = page.getByRole('article', { name: subject });
  await expect(message.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(message.getByText('New', { exact: true })).toBeVisible();
  await expect(message.getByText(/We moved to Hall B\.\s+Bring your student ID\./)).toBeVisible();
  await expect(message.getByRole('link', { name: 'See the event' })).toHaveAttribute('href', `/events/${event.id}`);
  // Opening the inbox read it: the badge is gone.
  await expect(page.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /unread/ })).toHaveCount(0);
  await expectAccessible(page, 'inbox');

  // Read for good: after a reload nothing is new.
  await page.reload();
  await expect(page.getByRole('article', { name: subject })).toBeVisible();
  await expect(page.getByRole('article', { name: subject }).getByText('New', { exact: true })).toHaveCount(0);

  // On a phone: nothing scrolls sideways, and the menu leads to the inbox.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('article', { name: subject })).toBeVisible();
  await expectNoSidewaysScroll(page, 'inbox on a phone');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Inbox', exact: true })).toHaveAttribute('href', '/inbox');

  await club.dispose();
  await studentApi.dispose();
});
