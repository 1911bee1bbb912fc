import { MSG } from '../src/domain/messages.ts';
import { kn } from '../src/domain/i18n/kn.ts';
import { LANGUAGE_NAMES } from '../src/domain/i18n/languages.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer } from './support/accounts.ts';
import { fillEventForm } from './support/events.ts';
import { expect, test } from './support/test.ts';

test('an organizer adds a Kannada name; a visitor reading Kannada sees it and switches to the original', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const org = buildOrganizer({ name: `Kannada Sangha ${Date.now()}` });
  const signup = await page.request.post('/api/signup/organizer', { data: org });
  expect(signup.status()).toBe(201);
  const { user } = (await signup.json()) as { user: { id: string } };
  const name = `Yakshagana Night ${Date.now()}`;
  const knName = 'ಯಕ್ಷಗಾನ ರಾತ್ರಿ';

  // The organizer writes the event in English and adds its Kannada name and description.
  await page.goto(`/${user.id}/create-event`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
  await fillEventForm(page, { name, date: dateFromToday(10), time: '19:00', venue: 'Open Air Theatre', description: 'A night of Yakshagana under the stars.', type: 'Club Event' });
  await expect(page.getByLabel('Written in')).toHaveValue('en');
  await page.getByRole('button', { name: 'Add a translation' }).click();
  await page.getByLabel('Translation language').selectOption('kn');
  await page.getByLabel(`Translated name (${LANGUAGE_NAMES.kn})`).fill(knName);
  await page.getByLabel(`Translated description (${LANGUAGE_NAMES.kn})`).fill('ನಕ್ಷತ್ರಗಳ ಕೆಳಗೆ ಯಕ್ಷಗಾನದ ಒಂದು ರಾತ್ರಿ.');
  await expectAccessible(page, 'create event with a translation');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText(MSG.eventCreated)).toBeVisible();
  const listed = (await (await page.request.get(`/api/events?name=${encodeURIComponent(name)}`)).json()) as { events: { id: string }[] };
  const eventId = listed.events[0]!.id;

  // A visitor whose browser asks for Kannada: the page, its listing card and its title are in Kannada.
  const visitor = await browser.newContext({ baseURL, locale: 'kn-IN', serviceWorkers: 'block' });
  const reader = await visitor.newPage();
  await reader.goto(`/events/${eventId}`);
  await expect(reader.locator('html')).toHaveAttribute('lang', 'kn');
  await expect(reader.getByRole('heading', { level: 1, name: knName })).toBeVisible();
  await expectAccessible(reader, 'event page in Kannada');

  // The switch shows the club's original, and back.
  await reader.getByRole('button', { name: kn.ui['event.showOriginal'] }).click();
  await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(reader.getByText('A night of Yakshagana under the stars.')).toBeVisible();
  const back = reader.getByRole('button', { name: `${LANGUAGE_NAMES.kn} ಭಾಷೆಯಲ್ಲಿ ನೋಡಿ` });
  await expect(back).toBeVisible();
  await expectAccessible(reader, 'event page, original shown');
  await back.click();
  await expect(reader.getByRole('heading', { level: 1, name: knName })).toBeVisible();

  // Search finds it by its Kannada name too.
  await reader.goto(`/?name=${encodeURIComponent('ಯಕ್ಷಗಾನ')}`);
  await expect(reader.getByRole('article').filter({ hasText: knName })).toBeVisible();
  await visitor.close();
});
