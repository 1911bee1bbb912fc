import { expect, request as playwrightRequest, test, type APIRequestContext } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday, whenFromNow } from '../test/support/factories.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { buildOrganizer, buildStudent, logInThroughForm, signInThroughApi } from './support/accounts.ts';
import { createEvent } from './support/events.ts';

async function organizerContext(baseURL: string | undefined, name = `Club ${Date.now()}`) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  const input = buildOrganizer({ name });
  const { user } = await (await ctx.post('/api/signup/organizer', { data: input })).json();
  return { ctx, input, user: user as { id: string } };
}

async function studentContext(baseURL: string | undefined, overrides = {}) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  const input = buildStudent(overrides);
  const { user } = await (await ctx.post('/api/signup/student', { data: input })).json();
  return { ctx, input, user: user as { id: string } };
}

async function registerThroughApi(ctx: APIRequestContext, input: ReturnType<typeof buildStudent>, eventId: string) {
  const res = await ctx.post(`/api/events/${eventId}/registrations`, { data: { name: input.name, usn: input.usn, email: input.email, semester: input.semester } });
  expect(res.status()).toBe(201);
  return res.json() as Promise<{ id: string; ticketCode: string; status: string }>;
}

test('a student registers, sees the event on the profile, edits and cancels', async ({ page, baseURL }) => {
  const club = await organizerContext(baseURL);
  const event = await createEvent(club.ctx, { name: `Maker Meetup ${Date.now()}`, date: dateFromToday(6), time: '17:00' });
  const student = buildStudent();
  await page.goto('/student-signup');
  await page.getByLabel('Name').fill(student.name);
  await page.getByLabel('USN').fill(student.usn);
  await page.getByLabel('Semester').fill(student.semester);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Phone').fill(student.phone);
  await page.getByLabel('Password').fill(student.password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/');

  await page.getByLabel('Search by event name').fill(event.name);
  const card = page.getByRole('article').filter({ hasText: event.name });
  await card.getByRole('button', { name: 'Register' }).click();
  // A complete profile registers in one tap; "Change details" opens the SPEC's form instead.
  const confirmation = page.getByRole('dialog', { name: `Register for ${event.name}?` });
  await expect(confirmation.getByText(`USN ${student.usn}`, { exact: false })).toBeVisible();
  await confirmation.getByRole('button', { name: 'Change details' }).click();
  await expect(page).toHaveURL(`/${event.id}/register`);
  await expect(page.getByLabel('Email')).toHaveValue(student.email);
  await expect(page.getByLabel('USN')).toHaveValue(student.usn);
  await expectAccessible(page, 'register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible();
  await expect(page.getByText(MSG.registered)).toBeVisible();
  await expect(page.getByRole('img', { name: `QR ticket for ${event.name}` })).toBeVisible();
  await page.getByRole('link', { name: 'Back to events' }).click();
  await expect(page).toHaveURL('/');

  await page.getByLabel('Search by event name').fill(event.name);
  await expect(card.getByText('Registered', { exact: true })).toBeVisible();
  await expect(card.getByText(/^1 registered( · |$)/)).toBeVisible();

  await page.goto(`/${event.id}/register`);
  await expect(page.getByText(MSG.alreadyRegistered)).toBeVisible();

  await page.getByRole('button', { name: student.name, exact: true }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(`/${student.usn}/profile`);
  await expect(page.getByRole('heading', { name: 'Upcoming Registered Events' })).toBeVisible();
  const item = page.getByRole('article').filter({ hasText: event.name });
  await expect(item).toBeVisible();
  // The QR code itself is in the ticket wallet, one tap away.
  await expect(item.getByRole('link', { name: `Show ticket for ${event.name}` })).toHaveAttribute('href', new RegExp(`^/tickets/${event.id}_`));
  await expect(item.getByRole('img', { name: /QR ticket/ })).toHaveCount(0);
  await expect(item.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/events/${event.id}/calendar.ics`);
  await expect(page.getByText(MSG.noPastEvents)).toBeVisible();
  await expectAccessible(page, 'profile');

  await item.getByRole('link', { name: 'Edit Registration' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Registration' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expectAccessible(page, 'edit registration');
  await expect(page.getByLabel('Contact number')).toHaveValue(student.phone);
  await page.getByLabel('Contact number').fill('9876500000');
  await page.getByLabel('Semester').fill('9');
  await page.getByRole('button', { name: 'Update Registration' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.semesterRange })).toBeVisible();
  await page.getByLabel('Semester').fill('6');
  await page.getByRole('button', { name: 'Update Registration' }).click();
  await expect(page.getByText(MSG.registrationUpdated)).toBeVisible();
  await expect(page).toHaveURL(`/${student.usn}/profile`, { timeout: 5000 });

  await item.getByRole('button', { name: 'Cancel Registration' }).click();
  await expect(page.getByRole('dialog').getByText(MSG.confirmCancelRegistration)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText(MSG.noUpcomingEvents)).toBeVisible();
  await club.ctx.dispose();
});

test('an organizer manages registrations: search, check-in, CSV, delete', async ({ page, baseURL }) => {
  const club = await organizerContext(baseURL, `Door Club ${Date.now()}`);
  // Starts in two hours: check-in is open (from CHECK_IN_OPENS_HOURS, 12, before the start; the e2e campus is in UTC).
  const event = await createEvent(club.ctx, { name: `Open Day ${Date.now()}`, capacity: 10, ...whenFromNow(120) });
  const asha = await studentContext(baseURL, { name: 'Asha Door' });
  const ravi = await studentContext(baseURL, { name: 'Ravi Door' });
  const ashaReg = await registerThroughApi(asha.ctx, asha.input, event.id);
  await registerThroughApi(ravi.ctx, ravi.input, event.id);

  await signInThroughApi(page, baseURL!, club.input.email, club.input.password);
  await page.goto(`/manage-event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Manage: ${event.name}` })).toBeVisible();
  const table = page.getByRole('table', { name: 'Registrations' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectAccessible(page, 'manage event');

  await page.getByLabel('Search registrations').fill('ravi');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText('Ravi Door')).toBeVisible();
  await page.getByLabel('Search registrations').fill('');
  await expect(table.getByRole('row')).toHaveCount(3);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/registrations\.csv$/);

  await page.getByLabel('Check-in mode').check();
  await expectAccessible(page, 'check-in mode');
  await page.getByRole('button', { name: 'Check in Asha Door' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Checked in: Asha Door' })).toBeVisible();
  await page.getByLabel('Ticket code').fill(ashaReg.ticketCode);
  await page.getByRole('button', { name: 'Check in ticket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was already checked in at' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete registration of Ravi Door' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByText('Ravi Door')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(`/${club.user.id}/dashboard`);
  for (const c of [club, asha, ravi]) await c.ctx.dispose();
});

test('a student with a complete profile registers in one tap and lands on "You’re in"; a full event puts the next one on the waitlist', async ({ page, baseURL }) => {
  const club = await organizerContext(baseURL);
  const event = await createEvent(club.ctx, { name: `One Tap Talk ${Date.now()}`, capacity: 1 });
  const student = await studentContext(baseURL);
  await signInThroughApi(page, baseURL!, student.input.email, student.input.password);
  await page.goto(`/?name=${encodeURIComponent(event.name)}`);
  await page.getByRole('article').filter({ hasText: event.name }).getByRole('button', { name: 'Register' }).click();

  const confirmation = page.getByRole('dialog', { name: `Register for ${event.name}?` });
  await expect(confirmation.getByText(student.input.email)).toBeVisible();
  await expectAccessible(page, 'one-tap confirmation');
  await confirmation.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(`/${event.id}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: MSG.registered })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR ticket for ${event.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Add to calendar/ })).toHaveAttribute('href', `/api/events/${event.id}/calendar.ics`);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expectAccessible(page, 'you are in');
  // It stays: no jump home.
  await page.waitForTimeout(2500);
  await expect(page).toHaveURL(`/${event.id}/register`);

  // The one place is taken: the next student joins the waitlist, and is told so.
  const next = await studentContext(baseURL);
  await page.context().clearCookies();
  await page.goto('/login');
  await logInThroughForm(page, next.input.email, next.input.password);
  await expect(page).toHaveURL('/');
  // A full event says so before the tap: its button and confirmation are the waitlist's.
  await page.goto(`/events/${event.id}`);
  await page.getByRole('button', { name: 'Join the waitlist (no one ahead)' }).click();
  await page.getByRole('dialog', { name: `Join the waitlist for ${event.name}?` }).getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re on the waitlist' })).toBeVisible();
  await expect(page.getByText(MSG.waitlisted)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR ticket/ })).toHaveCount(0);
  for (const c of [club.ctx, student.ctx, next.ctx]) await c.dispose();
});

test('on a phone the registrations are cards with their buttons, and nothing scrolls sideways', async ({ page, baseURL }) => {
  const club = await organizerContext(baseURL, `Phone Club ${Date.now()}`);
  const event = await createEvent(club.ctx, { name: `Phone Day ${Date.now()}`, ...whenFromNow(120) });
  const asha = await studentContext(baseURL, { name: 'Asha Phone' });
  await registerThroughApi(asha.ctx, asha.input, event.id);

  await page.setViewportSize({ width: 375, height: 740 });
  await signInThroughApi(page, baseURL!, club.input.email, club.input.password);
  await page.goto(`/manage-event/${event.id}`);
  const cards = page.getByRole('list', { name: 'Registrations' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards.getByText('Asha Phone')).toBeVisible();
  await expect(cards.getByText(asha.input.email)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Registrations' })).toBeHidden();
  await page.getByLabel('Check-in mode').check();
  await expect(cards.getByRole('button', { name: 'Check in Asha Phone' })).toBeVisible();
  await expect(cards.getByRole('button', { name: 'Delete registration of Asha Phone' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'manage event on a phone');
  await expectAccessible(page, 'manage event on a phone');
  await cards.getByRole('button', { name: 'Check in Asha Phone' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Checked in: Asha Phone' })).toBeVisible();
  for (const c of [club, asha]) await c.ctx.dispose();
});

test('check-in mode stays off days before the event, saying when it opens', async ({ page, baseURL }) => {
  const club = await organizerContext(baseURL, `Early Club ${Date.now()}`);
  const event = await createEvent(club.ctx, { name: `Far Day ${Date.now()}`, date: dateFromToday(5), time: '10:00' });
  await signInThroughApi(page, baseURL!, club.input.email, club.input.password);
  await page.goto(`/manage-event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Manage: ${event.name}` })).toBeVisible();
  await expect(page.getByLabel('Check-in mode')).toBeDisabled();
  await expect(page.getByText(/^Check-in opens at /)).toBeVisible();
  await club.ctx.dispose();
});

test('the waitlist: a student moves up when a place frees', async ({ page, baseURL }) => {
  const club = await organizerContext(baseURL);
  const event = await createEvent(club.ctx, { name: `Small Room ${Date.now()}`, capacity: 1 });
  const first = await studentContext(baseURL);
  const firstReg = await registerThroughApi(first.ctx, first.input, event.id);
  const secondInput = buildStudent();
  const second = await playwrightRequest.newContext({ baseURL });
  await second.post('/api/signup/student', { data: secondInput });
  expect((await registerThroughApi(second, secondInput, event.id)).status).toBe('waitlisted');

  await signInThroughApi(page, baseURL!, secondInput.email, secondInput.password);
  await page.goto(`/${secondInput.usn}/profile`);
  const item = page.getByRole('article').filter({ hasText: event.name });
  await expect(item.getByText('Waitlisted', { exact: true })).toBeVisible();

  await first.ctx.delete(`/api/registrations/${firstReg.id}`);
  await page.reload();
  await expect(item.getByText('Registered', { exact: true })).toBeVisible();
  await expect(item.getByRole('link', { name: `Show ticket for ${event.name}` })).toBeVisible();
  for (const c of [club.ctx, first.ctx, second]) await c.dispose();
});

test('a second browser sees the count change live when someone registers', async ({ browser, baseURL }) => {
  const club = await organizerContext(baseURL);
  const event = await createEvent(club.ctx, { name: `Live Count ${Date.now()}` });
  const viewer = await browser.newContext({ serviceWorkers: 'block' });
  const page = await viewer.newPage();
  await page.goto(`/?name=${encodeURIComponent(event.name)}`);
  const card = page.getByRole('article').filter({ hasText: event.name });
  // No limit on places: the card says so until someone registers, then counts them.
  await expect(card.getByText('Open to all', { exact: true })).toBeVisible();
  const student = await studentContext(baseURL);
  await registerThroughApi(student.ctx, student.input, event.id);
  await expect(card.getByText(/^1 registered( · |$)/)).toBeVisible({ timeout: 5000 });
  await viewer.close();
  await club.ctx.dispose();
  await student.ctx.dispose();
});

test('a student deletes their account after confirming', async ({ page, baseURL }) => {
  const student = await studentContext(baseURL);
  await signInThroughApi(page, baseURL!, student.input.email, student.input.password);
  await page.goto(`/${student.input.usn}/profile`);
  await page.getByRole('link', { name: 'Account and devices' }).click();
  await expect(page).toHaveURL('/account');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  await expectAccessible(page, 'delete account dialog');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email: student.input.email, password: student.input.password } });
  expect(signIn.status()).toBe(401);
  await student.ctx.dispose();
});

test('double-tapping Register in the confirm dialog registers once, with no error', async ({ page, baseURL }) => {
  const club = await organizerContext(baseURL);
  const event = await createEvent(club.ctx, { name: `Eager Tap ${Date.now()}` });
  const student = await studentContext(baseURL);
  await page.goto('/login');
  await logInThroughForm(page, student.input.email, student.input.password);
  await expect(page).toHaveURL('/');
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/events/${event.id}/registrations`) posts += 1;
  });

  await page.goto(`/events/${event.id}`);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('dialog', { name: `Register for ${event.name}?` }).getByRole('button', { name: 'Register' }).dblclick();
  await expect(page).toHaveURL(`/${event.id}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible();
  const mine = (await (await student.ctx.get('/api/me/registrations')).json()) as { upcoming: unknown[] };
  expect(mine.upcoming).toHaveLength(1);
  await expect(page.getByText(MSG.alreadyRegistered)).toHaveCount(0);
  expect(posts).toBe(1);
  const list = await club.ctx.get(`/api/events/${event.id}/registrations`);
  expect((await list.json()).registrations).toHaveLength(1);
  for (const c of [club.ctx, student.ctx]) await c.dispose();
});
