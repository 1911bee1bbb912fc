import { expect, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible } from './support/a11y.ts';
import { createOrganizer } from './support/accounts.ts';
import { fillEventForm } from './support/events.ts';

// The event form says what is wrong beside the field, refuses what the server
// would refuse, asks before saving an event in the past, and takes only image files.
test('an organizer is told what is wrong on the event form, and confirms a past event before it is saved', async ({ page }) => {
  // The page's own browser signs up (the sign-up form has its own journey).
  const { user } = await createOrganizer(page.request, { name: `Archive Club ${Date.now()}` });
  await page.goto(`/${user.id}/dashboard`);
  await page.getByRole('link', { name: 'Create New Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create Event' });

  const name = `Archive Evening ${Date.now()}`;
  await fillEventForm(page, { name, date: dateFromToday(-7), time: '18:00', description: 'A look back at the founding year, for the record.', type: 'Seminar' });

  // An empty venue: the summary, and the field named beside it.
  await create.click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.fillAllFields })).toBeVisible();
  await expect(page.getByText('Venue is required')).toBeVisible();
  await expect(page.getByLabel('Venue')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page, 'event form with an empty venue');
  await page.getByLabel('Venue').fill('Old Library');

  // A negative number of places is refused before anything is sent.
  await page.getByLabel('Max participants (optional)').fill('-5');
  await create.click();
  // Said in the summary and beside the field.
  await expect(page.getByRole('alert').filter({ hasText: MSG.capacityInvalid })).toBeVisible();
  await expect(page.getByText(MSG.capacityInvalid)).toHaveCount(2);
  await expect(page.getByLabel('Max participants (optional)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Max participants (optional)').fill('40');

  // A text file as the image: refused at once, and no image (broken or not) is shown.
  const imageInput = page.getByLabel('Image (optional)');
  await expect(imageInput).toHaveAttribute('accept', /image\/png/);
  await imageInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Not a picture at all.') });
  await expect(page.getByText(MSG.chooseImageFile)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of the event image' })).toHaveCount(0);
  await expectAccessible(page, 'event form with a refused file');

  // A past date: the form asks first; "Change the date" saves nothing and goes back to the date.
  await create.click();
  const confirmation = page.getByRole('dialog', { name: 'This event is in the past' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByText('It will be saved as a record: students cannot register, and those who attended can give feedback.')).toBeVisible();
  await expectAccessible(page, 'past event confirmation');
  await confirmation.getByRole('button', { name: 'Change the date' }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByLabel('Date')).toBeFocused();
  await expect(page.getByText(MSG.eventCreated)).toHaveCount(0);

  // Asked again, and confirmed: saved as a past event.
  await create.click();
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Save as past event' }).click();
  await expect(page.getByText(MSG.eventCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  await page.getByRole('article').filter({ hasText: name }).getByRole('heading', { name }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Past event')).toBeVisible();
  await expect(page.getByText('Old Library')).toBeVisible();
});
