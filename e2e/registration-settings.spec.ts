import { expect, test, type Page } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { createOrganizer } from './support/accounts.ts';
import { fillEventForm } from './support/events.ts';

const PHONE = { width: 375, height: 740 };
const CONSENT = 'I agree to the safety rules of the plant';
const SHIFT = 'Which shift suits you?';

/** The n-th question of the form (a group named by its legend). */
const question = (page: Page, n: number) => page.getByRole('group', { name: `Question ${n}`, exact: true });

/** The event's questions as the API gives them. */
async function questionsOf(page: Page, eventId: string) {
  const res = await page.request.get(`/api/events/${eventId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { questions: { id: string; label: string; kind: string; options: string[]; required: boolean }[] }).questions;
}

async function checkOnPhone(page: Page, label: string) {
  const viewport = page.viewportSize();
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, label);
  if (viewport) await page.setViewportSize(viewport);
}

test('an organizer asks a consent and a one-choice question on an event needing approval, then reorders the questions', async ({ page }) => {
  // The page's own browser signs up (the sign-up form has its own journey).
  const { user } = await createOrganizer(page.request, { name: `Placement Cell ${Date.now()}` });
  const clubPage = `/${user.id}/dashboard`;
  await page.goto(clubPage);
  await page.getByRole('link', { name: 'Create New Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();

  const name = `Company visit ${Date.now()}`;
  const date = dateFromToday(10);
  const closes = dateFromToday(8);
  await fillEventForm(page, { name, date, time: '10:00', venue: 'Main gate', description: 'A guided visit to the plant; 40 seats.', type: 'Club Event', capacity: '40' });

  // The Registration section: none asked until added.
  await expect(page.getByRole('heading', { level: 2, name: 'Registration' })).toBeVisible();
  await expect(question(page, 1)).toHaveCount(0);

  // A required consent checkbox; the new question's text has focus.
  await page.getByRole('button', { name: 'Add a question' }).click();
  const first = question(page, 1);
  await expect(first.getByLabel('Question', { exact: true })).toBeFocused();
  await first.getByLabel('Question', { exact: true }).fill(CONSENT);
  await first.getByLabel('Kind of answer').selectOption({ label: 'Yes/no checkbox' });
  await expect(first.getByText('A required yes/no question must be ticked to register')).toBeVisible();
  await first.getByRole('switch', { name: 'Required' }).check();

  // A one-choice question: its options one per line, two at least.
  await page.getByRole('button', { name: 'Add a question' }).click();
  const second = question(page, 2);
  await second.getByLabel('Question', { exact: true }).fill(SHIFT);
  await second.getByLabel('Kind of answer').selectOption({ label: 'One choice' });
  await second.getByLabel('Options').fill('Morning');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(second.getByText('Give a choice question two or more different options')).toBeVisible();
  await second.getByLabel('Options').fill('Morning\nAfternoon');

  // Approval, a closing time (campus time: the e2e campus is on UTC) and a claim window.
  await page.getByRole('switch', { name: 'Require approval' }).check();
  await page.getByLabel('Registration closes').fill(`${closes}T18:00`);
  await page.getByLabel('Claim window (hours)').fill('12');
  await expect(page.getByRole('radio', { name: 'First come, first served' })).toBeChecked();
  await expectAccessible(page, 'create form with questions and approval');
  await checkOnPhone(page, 'create form with questions on a phone');

  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText(MSG.eventCreated)).toBeVisible();
  await expect(page).toHaveURL(clubPage, { timeout: 5000 });

  // The event as saved: both questions, in order, each with its id.
  await page.getByRole('article').filter({ hasText: name }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const eventId = new URL(page.url()).pathname.split('/').pop()!;
  const created = await questionsOf(page, eventId);
  expect(created.map(({ label, kind, options, required }) => ({ label, kind, options, required }))).toEqual([
    { label: CONSENT, kind: 'checkbox', options: [], required: true },
    { label: SHIFT, kind: 'choice', options: ['Morning', 'Afternoon'], required: false },
  ]);

  // The edit form opens with the settings as saved.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
  await expect(question(page, 1).getByLabel('Question', { exact: true })).toHaveValue(CONSENT);
  await expect(question(page, 2).getByLabel('Question', { exact: true })).toHaveValue(SHIFT);
  await expect(question(page, 2).getByLabel('Options')).toHaveValue('Morning\nAfternoon');
  await expect(question(page, 1).getByRole('switch', { name: 'Required' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Require approval' })).toBeChecked();
  await expect(page.getByLabel('Registration closes')).toHaveValue(`${closes}T18:00`);
  await expect(page.getByLabel('Claim window (hours)')).toHaveValue('12');

  // The one-choice question first: moved by its named button, focus staying with it.
  await page.getByRole('button', { name: `Move "${SHIFT}" up` }).click();
  await expect(question(page, 1).getByLabel('Question', { exact: true })).toHaveValue(SHIFT);
  await expect(question(page, 2).getByLabel('Question', { exact: true })).toHaveValue(CONSENT);
  await expect(page.getByRole('button', { name: `Move "${SHIFT}" down` })).toBeFocused();
  await expectAccessible(page, 'edit form with reordered questions');
  await checkOnPhone(page, 'edit form with questions on a phone');
  await page.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByText(MSG.eventUpdated)).toBeVisible();
  await expect(page).toHaveURL(clubPage, { timeout: 5000 });

  // Reordered, each question kept its id (answers stay attached), nothing else changed.
  const reordered = await questionsOf(page, eventId);
  expect(reordered.map((q) => q.id)).toEqual([created[1]!.id, created[0]!.id]);
  expect(reordered.map((q) => q.label)).toEqual([SHIFT, CONSENT]);
  await page.goto(`/edit-event/${eventId}`);
  await expect(question(page, 1).getByLabel('Question', { exact: true })).toHaveValue(SHIFT);
  await expect(question(page, 2).getByLabel('Question', { exact: true })).toHaveValue(CONSENT);
  await expect(question(page, 2).getByRole('switch', { name: 'Required' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Require approval' })).toBeChecked();
});
