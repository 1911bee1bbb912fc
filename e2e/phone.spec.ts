import { expect, request as playwrightRequest, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { buildOrganizer, createOrganizer, createStudent, logInThroughForm } from './support/accounts.ts';
import { createEvent, fillEventForm } from './support/events.ts';

// At phone size: the first impressions a student gets on their phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone: counts in words, relative dates, the banner, and one tap to "You’re in"', async ({ page, baseURL }) => {
  const club = await playwrightRequest.newContext({ baseURL });
  await club.post('/api/signup/organizer', { data: buildOrganizer({ name: `Pocket Club ${Date.now()}` }) });
  const event = await createEvent(club, { name: `Pocket Talk ${Date.now()}`, date: dateFromToday(1), time: '18:00', capacity: 10 });
  const student = await createStudent(await playwrightRequest.newContext({ baseURL }));

  await page.goto('/login');
  await logInThroughForm(page, student.input.email, student.input.password);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('region', { name: 'Campus highlights' }).getByRole('link', { name: /^See the event: / }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'home');

  await page.goto(`/?name=${encodeURIComponent(event.name)}`);
  const card = page.getByRole('article').filter({ hasText: event.name });
  await expect(card.getByText('10 places left', { exact: true })).toBeVisible();
  // The e2e campus is on UTC; relative words once the page is live.
  await expect(card.getByText('Tomorrow · 6:00 PM UTC')).toBeVisible();
  await expectAccessible(page, 'home on a phone');

  await card.getByRole('button', { name: 'Register' }).tap();
  const confirmation = page.getByRole('dialog', { name: `Register for ${event.name}?` });
  await expect(confirmation.getByText(`USN ${student.input.usn}`, { exact: false })).toBeVisible();
  await confirmation.getByRole('button', { name: 'Register' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible();
  await expect(page.getByText(MSG.registered)).toBeVisible();
  await expect(page.getByRole('img', { name: `QR ticket for ${event.name}` })).toBeVisible();
  await expectNoSidewaysScroll(page, 'You’re in');
  await expectAccessible(page, 'You’re in on a phone');

  await page.getByRole('link', { name: 'View event page' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByText('1 registered · 9 places left')).toBeVisible();
  await expectNoSidewaysScroll(page, 'event page');
  await club.dispose();
});

test('on a phone: the event form names an empty field and asks before saving a past date', async ({ page }) => {
  const { user } = await createOrganizer(page.request, { name: `Pocket Archive ${Date.now()}` });
  await page.goto(`/${user.id}/dashboard`);
  await page.getByRole('link', { name: 'Create New Event' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
  const name = `Pocket Record ${Date.now()}`;
  await fillEventForm(page, { name, date: dateFromToday(-3), time: '17:00', description: 'Kept for the record.', type: 'Seminar' });
  await page.getByRole('button', { name: 'Create Event' }).tap();
  await expect(page.getByRole('alert').filter({ hasText: MSG.fillAllFields })).toBeVisible();
  await expect(page.getByText('Venue is required')).toBeVisible();
  await expectNoSidewaysScroll(page, 'event form');
  await expectAccessible(page, 'event form on a phone');

  await page.getByLabel('Venue').fill('Archive Room');
  await page.getByRole('button', { name: 'Create Event' }).tap();
  const confirmation = page.getByRole('dialog', { name: 'This event is in the past' });
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Save as past event' }).tap();
  await expect(page.getByText(MSG.eventCreated)).toBeVisible();
});
