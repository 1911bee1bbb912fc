import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/a11y.ts';
import { createOrganizer, createStudent } from './support/accounts.ts';
import { createEvent } from './support/events.ts';
import { dateFromToday } from '../test/support/factories.ts';

// A question marked sensitive (health, access needs): the form tells the student who reads the
// answer and until when; the club's owner reads it on the manage page; the CSV carries it only
// when the owner ticks for it.

const SHIRT = 'T-shirt size';
const HEALTH = 'Health or access needs';
const ANSWER = 'Peanut allergy, carries an EpiPen';

test('a student answers a sensitive question, told who reads it and until when; the club reads it, and its CSV only when ticked', async ({ page, browser, baseURL }) => {
  const stamp = Date.now();
  await createOrganizer(page.request, { name: `Trekking Club ${stamp}` });
  const event = await createEvent(page.request, {
    name: `Trek to Savandurga ${stamp}`,
    date: dateFromToday(7),
    questions: [
      { label: SHIRT, kind: 'text' },
      { label: HEALTH, kind: 'longtext', sensitive: true },
    ],
  } as never);

  // The student, in a browser of their own.
  const context = await browser.newContext({ baseURL });
  const student = await context.newPage();
  await createStudent(student.request);
  await student.goto(`/${event.id}/register`);
  await expect(student.getByLabel(HEALTH)).toBeVisible();
  await expect(student.getByText(/^Only the club’s organisers see this answer\. It is deleted (on .+|after the event)\.$/)).toBeVisible();
  // Only the sensitive question carries the note.
  await expect(student.getByText(/Only the club’s organisers see this answer/)).toHaveCount(1);
  await student.getByLabel(SHIRT).fill('Large');
  await student.getByLabel(HEALTH).fill(ANSWER);
  await expectAccessible(student, 'register with a sensitive question');
  await student.getByRole('button', { name: 'Register' }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible();
  await context.close();

  // The club's owner reads the answer on the manage page.
  await page.goto(`/manage-event/${event.id}`);
  await expect(page.getByText(ANSWER).first()).toBeVisible();
  await expectAccessible(page, 'manage page with a sensitive answer');

  // The CSV: without the tick, no sensitive answer; ticked, it is there.
  const csvLink = page.getByRole('link', { name: 'Download CSV' });
  const plain = await (await page.request.get((await csvLink.getAttribute('href'))!)).text();
  expect(plain).toContain('Large');
  expect(plain).not.toContain('Peanut');
  await page.getByRole('checkbox', { name: 'Include sensitive answers in the CSV' }).check();
  await expect(csvLink).toHaveAttribute('href', /includeSensitive=true/);
  const ticked = await (await page.request.get((await csvLink.getAttribute('href'))!)).text();
  expect(ticked).toContain('Peanut allergy');
});
