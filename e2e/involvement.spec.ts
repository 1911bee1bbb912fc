import { expect, request as playwrightRequest, test } from './support/test.ts';
import { shortName } from '../src/domain/format.ts';
import { buildEvent, whenFromNow } from '../src/server/seed/factories.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, buildStudent, logInThroughForm } from './support/accounts.ts';

test('a student checked in at an event finds it, with its hours, on the Involvement page', async ({ page, baseURL }) => {
  const club = await playwrightRequest.newContext({ baseURL });
  const clubName = `Involve Club ${Date.now()}`;
  expect((await club.post('/api/signup/organizer', { data: buildOrganizer({ name: clubName }) })).status()).toBe(201);
  // Starts in two hours (check-in is open; the e2e campus is in UTC) and lasts an hour and a half.
  const created = await club.post('/api/events', { data: { ...buildEvent({ name: `Robot Night ${Date.now()}`, ...whenFromNow(120) }), endTime: whenFromNow(210).time } });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: string; name: string };

  const student = buildStudent();
  const api = await playwrightRequest.newContext({ baseURL });
  expect((await api.post('/api/signup/student', { data: student })).status()).toBe(201);
  const reg = await api.post(`/api/events/${event.id}/registrations`, { data: { name: student.name, usn: student.usn, email: student.email, semester: student.semester } });
  expect(reg.status()).toBe(201);
  // The club checks the student in at the door.
  expect((await club.post(`/api/registrations/${(await reg.json()).id}/check-in`, { data: {} })).status()).toBe(200);

  await page.goto('/login');
  await logInThroughForm(page, student.email, student.password);
  await expect(page).toHaveURL('/');
  const nameButton = page.getByRole('button', { name: shortName(student.name), exact: true });
  await expect(nameButton).toHaveAttribute('aria-haspopup', 'menu');
  await nameButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Involvement' }).click();
  await expect(page).toHaveURL('/involvement');
  await expect(page.getByRole('heading', { level: 1, name: 'Involvement' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: event.name });
  await expect(row.getByRole('cell')).toHaveText([event.name, /^\d{4}-\d{2}-\d{2}$/, clubName, '1.5']);
  await expect(row.getByRole('link', { name: event.name })).toHaveAttribute('href', `/events/${event.id}`);
  await expect(page.getByText('Total hours').locator('xpath=following-sibling::p[1]')).toHaveText('1.5');
  await expectAccessible(page, 'involvement');
});
