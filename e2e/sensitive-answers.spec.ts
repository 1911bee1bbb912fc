import { expect, test, untilLive } from './support/test.ts';
import { expectAccessible } from './support/a11y.ts';
import { createOrganizer, createStudent } from './support/accounts.ts';
import { createEvent } from './support/events.ts';
import { waitForMail } from './support/mailbox.ts';
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
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
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

test('door staff work the door and the registrations list and never see a sensitive answer, by page or by API', async ({ page, browser, baseURL }) => {
  const stamp = Date.now();
  const club = await createOrganizer(page.request, { name: `Hiking Club ${stamp}` });
  const created = await createEvent(page.request, {
    name: `Night Walk ${stamp}`,
    date: dateFromToday(7),
    selfCheckIn: true,
    questions: [
      { label: SHIRT, kind: 'text' },
      { label: HEALTH, kind: 'longtext', sensitive: true },
    ],
  } as never);
  const event = (await (await page.request.get(`/api/events/${created.id}`)).json()) as { id: string; questions: { id: string; label: string }[] };
  const questionId = (label: string) => event.questions.find((q) => q.label === label)!.id;

  // A student registers with a sensitive answer (through the API: the form is the first journey's).
  const studentContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const { input: studentInput } = await createStudent(studentContext.request, { name: `Farah Door ${stamp}` });
  const registered = await studentContext.request.post(`/api/events/${event.id}/registrations`, {
    data: {
      name: studentInput.name, usn: studentInput.usn, email: studentInput.email, semester: studentInput.semester,
      answers: { [questionId(SHIRT)]: 'Medium', [questionId(HEALTH)]: ANSWER },
    },
  });
  expect(registered.status()).toBe(201);
  const registrationId = ((await registered.json()) as { id: string }).id;
  await studentContext.close();

  // A door volunteer joins the club's team.
  const doorContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const door = await doorContext.newPage();
  const { input: doorInput } = await createStudent(door.request, { name: `Vikram Volunteer ${stamp}` });
  expect((await page.request.post(`/api/organizers/${club.user.id}/members`, { data: { email: doorInput.email, role: 'door' } })).status()).toBe(201);
  const invitation = await waitForMail(doorInput.email, /^Join /);
  const token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(invitation.text)![1];
  expect((await door.request.post(`/api/invitations/${token}/accept`)).status()).toBe(200);

  // The door's page: the registrant is listed, the answer is nowhere, and search cannot find it.
  await door.goto(`/manage-event/${event.id}`);
  await untilLive(door);
  await expect(door.getByText(studentInput.name).first()).toBeVisible();
  expect(await door.content()).not.toContain('Peanut');
  await expect(door.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
  await expect(door.getByRole('checkbox', { name: 'Include sensitive answers in the CSV' })).toHaveCount(0);
  await door.getByLabel('Search registrations').fill('peanut');
  await expect(door.getByText(studentInput.name)).toHaveCount(0);
  expect(await door.content()).not.toContain('Peanut');
  await expectAccessible(door, 'manage page as door staff with a sensitive question');

  // The door screen (self check-in) carries no answers either.
  await door.goto(`/events/${event.id}/door`);
  await untilLive(door);
  expect(await door.content()).not.toContain('Peanut');

  // Every way the API could give it: omitted from what door staff may read, 403 where they may not.
  for (const path of [
    `/api/registrations/${registrationId}`,
    `/api/events/${event.id}/registrations`,
    `/api/events/${event.id}/door-list`,
    `/api/organizers/${club.user.id}/registrations`,
  ]) {
    const res = await door.request.get(path);
    expect(res.status(), path).toBe(200);
    const text = await res.text();
    expect(text, path).not.toContain('Peanut');
    expect(text, path).not.toContain(questionId(HEALTH));
  }
  const searched = await door.request.get(`/api/events/${event.id}/registrations?q=peanut`);
  expect(((await searched.json()) as { registrations: unknown[] }).registrations).toEqual([]);
  for (const query of ['', '?includeSensitive=true']) {
    const csv = await door.request.get(`/api/events/${event.id}/registrations.csv${query}`);
    expect(csv.status()).toBe(403);
    expect(await csv.text()).not.toContain('Peanut');
  }
  await doorContext.close();

  // The owner, for comparison, reads it on the same list.
  const owners = await page.request.get(`/api/events/${event.id}/registrations`);
  expect(await owners.text()).toContain('Peanut');
});
