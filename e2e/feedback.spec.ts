import { expect, request as playwrightRequest, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, buildStudent, logInThroughForm, signInThroughApi } from './support/accounts.ts';
import { createEvent } from './support/events.ts';

test('a student gives feedback after an event; the organizer sees the average, the entry and the charts', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const club = await playwrightRequest.newContext({ baseURL });
  const org = buildOrganizer({ name: `Feedback Club ${Date.now()}` });
  const { user: organizer } = await (await club.post('/api/signup/organizer', { data: org })).json();
  const event = await createEvent(club, { name: `Retro Night ${Date.now()}`, date: dateFromToday(3) });

  const student = buildStudent({ name: 'Kiran Feedback' });
  const studentApi = await playwrightRequest.newContext({ baseURL });
  await studentApi.post('/api/signup/student', { data: student });
  const reg = await studentApi.post(`/api/events/${event.id}/registrations`, {
    data: { name: student.name, usn: student.usn, email: student.email, semester: student.semester },
  });
  expect(reg.status()).toBe(201);
  // The event took place: its organizer moves it into the past.
  expect((await club.patch(`/api/events/${event.id}`, { data: { date: dateFromToday(-1) } })).status()).toBe(200);

  await signInThroughApi(page, baseURL!, student.email, student.password);
  await page.goto(`/${student.usn}/profile`);
  const past = page.getByRole('article').filter({ hasText: event.name });
  await past.getByRole('link', { name: 'Give Feedback' }).click();
  await expect(page).toHaveURL(`/event-feedback/${event.id}`);
  await expectAccessible(page, 'feedback form');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.fillOutAllFields })).toBeVisible();
  await page.getByRole('radio', { name: '4 stars – Very good' }).check();
  await page.getByLabel('Comments').fill('Loved the music and the crowd.');
  await page.getByRole('button', { name: 'Submit' }).click();
  const thanks = page.getByText(MSG.thanksForFeedback);
  await expect(thanks).toBeVisible();
  const shownAt = Date.now();
  // Under the thanks, the feedback given, read-only: no emptied form to send again.
  const yours = page.getByRole('region', { name: 'Your feedback' });
  await expect(yours.getByText('Loved the music and the crowd.')).toBeVisible();
  await expect(yours.getByText('Rating: 4 / 5 – Very good')).toBeVisible();
  await expect(page.getByLabel('Comments')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expectAccessible(page, 'feedback given');
  await expect(thanks).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2000);
  await expect(yours.getByText('Loved the music and the crowd.')).toBeVisible();
  // Still there when the student comes back.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your feedback' }).getByText('Loved the music and the crowd.')).toBeVisible();

  await page.goto(`/${student.usn}/profile`);
  await expect(past.getByRole('link', { name: 'Give Feedback' })).toHaveCount(0);
  await expect(past.getByRole('link', { name: 'Your feedback' })).toHaveAttribute('href', `/event-feedback/${event.id}`);

  await page.getByRole('button', { name: 'Logout' }).click();
  // Signed out for sure before the next sign-in (navigating away could cancel the request).
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await signInThroughApi(page, baseURL!, org.email, org.password);
  await page.goto(`/${organizer.id}/dashboard/insights`);
  const summary = page.getByRole('region', { name: 'Feedback summary' });
  await expect(summary.getByText('4.0 / 5')).toBeVisible();
  await expect(summary.getByText('from 1 response')).toBeVisible();
  await expect(summary.getByText('Kiran Feedback')).toBeVisible();
  await expect(summary.getByText(student.email)).toBeVisible();
  await expect(summary.getByText('Loved the music and the crowd.')).toBeVisible();
  const insights = page.getByRole('region', { name: 'Insights' });
  await expect(insights.getByRole('img', { name: /Rating distribution: 0 rated 1, 0 rated 2, 0 rated 3, 1 rated 4, 0 rated 5/ })).toBeVisible();
  await expect(insights.getByRole('img', { name: /Registrations over time/ })).toBeVisible();
  await expect(insights.locator('svg').first()).toBeVisible();
  // Attendance: one seat holder, nobody checked in; no-shows once check-in has closed.
  const attendance = insights.getByRole('table', { name: 'Attendance per event' });
  await expect(attendance.getByRole('row', { name: new RegExp(`^${event.name} `) })).toHaveText(/1\s*0\s*(Not yet|1)\s*0%$/);
  await expectAccessible(page, 'insights with feedback');

  await page.goto(`/event-feedback/${event.id}`);
  await expect(page.getByText('4.0 / 5')).toBeVisible();
  await expectAccessible(page, 'event feedback for the organizer');
  await club.dispose();
  await studentApi.dispose();
});

test('platform feedback from a signed-in user, read by an administrator', async ({ page, baseURL }) => {
  const student = buildStudent();
  const api = await playwrightRequest.newContext({ baseURL });
  await api.post('/api/signup/student', { data: student });
  await page.goto('/login');
  await logInThroughForm(page, student.email, student.password);
  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: 'Feedback', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback and suggestions' })).toBeVisible();
  await expectAccessible(page, 'platform feedback');
  const comment = `Please add a dark mode schedule ${Date.now()}`;
  // By keyboard alone: Tab to the stars, the arrow keys to choose, Tab to the comments and to Submit.
  const stars = page.getByRole('group', { name: 'Rating' });
  const isRadio = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio');
  for (let i = 0; i < 40 && !(await isRadio()); i++) await page.keyboard.press('Tab');
  await expect(stars.getByRole('radio', { name: '1 star – Poor' })).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '5 stars – Excellent' })).toBeChecked();
  await expect(stars.getByRole('radio', { name: '5 stars – Excellent' })).toBeFocused();
  await expect(stars.getByText('5 stars – Excellent')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(stars.getByRole('radio', { name: '4 stars – Very good' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Comments')).toBeFocused();
  await page.keyboard.type(comment);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(MSG.thanksForFeedback)).toBeVisible();

  const admin = buildStudent({ email: `admin@quad.test` });
  const adminApi = await playwrightRequest.newContext({ baseURL });
  expect((await adminApi.post('/api/signup/student', { data: admin })).status()).toBe(201);
  await page.getByRole('button', { name: 'Logout' }).click();
  // Signed out for sure before the next sign-in (navigating away could cancel the request).
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/login');
  await logInThroughForm(page, 'admin@quad.test', admin.password);
  await expect(page).toHaveURL('/');
  // Admin rights wait for the confirmed address: the mail's link gives them.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  const confirmation = await waitForMail('admin@quad.test', /Confirm your e-mail address/);
  await page.goto(linkIn(confirmation, '/api/auth/verify-email'));
  await expect(page).toHaveURL('/admin/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Platform feedback' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();
  await expectAccessible(page, 'admin feedback');
  await api.dispose();
  await adminApi.dispose();
});
