import { readFile } from 'node:fs/promises';
import { request as playwrightRequest } from '@playwright/test';
import { anotherPersonsPage, expect, test } from './support/test.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, buildStudent, logInThroughForm, signInThroughApi } from './support/accounts.ts';
import { buildEvent, whenFromNow } from '../test/support/factories.ts';

test('a student reflects, the club approves, the student downloads and shares a credential, and a verifier checks it', async ({ page, browser, baseURL }) => {
  // A club's event in two hours, a student registered and checked in at its door.
  const clubInput = buildOrganizer({ name: `Badge Club ${Date.now()}` });
  const clubApi = await playwrightRequest.newContext({ baseURL });
  const clubUser = (await (await clubApi.post('/api/signup/organizer', { data: clubInput })).json()).user as { id: string };
  const event = (await (await clubApi.post('/api/events', { data: { ...buildEvent({ name: `Debate Night ${Date.now()}`, ...whenFromNow(120) }), endTime: whenFromNow(210).time } })).json()) as { id: string; name: string };
  const student = buildStudent();
  const studentApi = await playwrightRequest.newContext({ baseURL });
  expect((await studentApi.post('/api/signup/student', { data: student })).status()).toBe(201);
  const reg = await studentApi.post(`/api/events/${event.id}/registrations`, { data: { name: student.name, usn: student.usn, email: student.email, semester: student.semester } });
  expect((await clubApi.post(`/api/registrations/${(await reg.json()).id}/check-in`, { data: {} })).status()).toBe(200);

  // The student writes a reflection on the Involvement page.
  await signInThroughApi(page, baseURL!, student.email, student.password);
  await page.goto('/involvement');
  await expect(page.getByRole('heading', { level: 2, name: 'Reflections' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Event' }).click();
  await page.getByRole('option', { name: new RegExp(event.name) }).click();
  await page.getByRole('textbox', { name: 'Your reflection' }).fill('I learnt to argue the side I disagree with.');
  await page.getByRole('button', { name: 'Send for approval' }).click();
  const mine = page.getByRole('list', { name: 'Your reflections' });
  await expect(mine.getByText('Waiting for the club')).toBeVisible();
  const credentials = page.getByRole('list', { name: 'Your credentials' });
  await expect(credentials.getByText(event.name)).toBeVisible();
  await expect(credentials.getByText('with your reflection')).toHaveCount(0);
  await expectAccessible(page, 'involvement with reflections and credentials');

  // The club approves it in its workspace.
  const clubPage = await anotherPersonsPage(browser, baseURL!);
  await clubPage.goto('/login');
  await logInThroughForm(clubPage, clubInput.email, clubInput.password);
  await clubPage.waitForURL((url) => url.pathname !== '/login');
  await clubPage.goto(`/${clubUser.id}/dashboard`);
  const waiting = clubPage.getByRole('region', { name: 'Reflections waiting' });
  await expect(waiting.getByText('I learnt to argue the side I disagree with.')).toBeVisible();
  await expectAccessible(clubPage, 'club workspace with reflections waiting');
  await waiting.getByRole('button', { name: `Approve ${student.name}'s reflection` }).click();
  await expect(waiting).toHaveCount(0);
  await clubPage.context().close();

  // The student's credential now carries the reflection; they download it.
  await page.reload();
  await expect(mine.getByText('Approved')).toBeVisible();
  await expect(credentials.getByText('with your reflection')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), credentials.getByRole('link', { name: `Download ${event.name}` }).click()]);
  expect(download.suggestedFilename()).toMatch(/^quad-credential-.+\.jwt$/);
  const file = await download.path();
  const jwt = (await readFile(file)).toString('utf8');
  expect(jwt.split('.')).toHaveLength(3);

  // Shared: the record's link offers the credentials to whoever opens it.
  const link = await studentApi.post('/api/me/involvement/links', { data: { include: { events: true, hours: true, clubs: false, roles: false, feedback: false } } });
  const { url } = (await link.json()) as { url: string };
  // The shared record is a page of the server's own, without the app.
  const verifier = await (await browser.newContext({ baseURL, serviceWorkers: 'block' })).newPage();
  await verifier.goto(new URL(url).pathname);
  await expect(verifier.getByRole('heading', { name: 'Credentials' })).toBeVisible();
  await expect(verifier.getByRole('link', { name: 'Download credential' }).first()).toBeVisible();

  // A verifier checks the file on "Check a credential".
  await verifier.getByRole('link', { name: 'Check a credential' }).click();
  await expect(verifier.getByRole('heading', { level: 1, name: 'Check a credential' })).toBeVisible();
  await verifier.getByLabel('Or choose a file').setInputFiles({ name: 'credential.jwt', mimeType: 'application/vc+jwt', buffer: Buffer.from(jwt) });
  await expect(verifier.getByRole('status').filter({ hasText: 'Valid credential' })).toBeVisible();
  await expect(verifier.getByRole('status', { name: 'Valid credential' })).toContainText(event.name);
  await expectAccessible(verifier, 'check a credential');

  // A changed one fails.
  await verifier.getByRole('textbox', { name: 'Credential' }).fill(`${jwt.slice(0, -4)}AAAA`);
  await verifier.getByRole('button', { name: 'Check' }).click();
  await expect(verifier.getByRole('status').filter({ hasText: 'Not a valid credential' })).toBeVisible();
  await verifier.context().close();
  await clubApi.dispose();
  await studentApi.dispose();
});
