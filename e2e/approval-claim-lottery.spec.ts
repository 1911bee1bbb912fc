import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { windowTime } from '../src/domain/registration-settings.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, buildStudent, createStudent } from './support/accounts.ts';
import { buildEvent } from './support/events.ts';

// The student's side: registering for an event that needs approval and asks a
// consent question, confirming a seat offered from the waitlist, entering a lottery. The
// set-up (clubs, events, other students) goes through the API; the e2e campus is in UTC.

const CONSENT = 'I agree to share my CV with the visiting company';

async function clubContext(baseURL: string | undefined, name: string) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  const res = await ctx.post('/api/signup/organizer', { data: buildOrganizer({ name: `${name} ${Date.now()}` }) });
  expect(res.status()).toBe(201);
  return ctx;
}

/** POST /api/events with settings (questions, approval, claim window, lottery). */
async function createEventWith(club: APIRequestContext, settings: Record<string, unknown>, overrides: Parameters<typeof buildEvent>[0] = {}) {
  const res = await club.post('/api/events', { data: { ...buildEvent(overrides), ...settings } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

async function studentContext(baseURL: string | undefined) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  const input = buildStudent();
  expect((await ctx.post('/api/signup/student', { data: input })).status()).toBe(201);
  return { ctx, input };
}

type Student = ReturnType<typeof buildStudent>;
const details = (s: Student) => ({ name: s.name, usn: s.usn, email: s.email, semester: s.semester });

/** The home page's card of the event, found by its name. */
async function cardOf(page: Page, name: string) {
  await page.goto('/');
  await page.getByLabel('Search by event name').fill(name);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  return card;
}

test('approval with a consent question: the form asks it, and the student waits for the organizer', async ({ page, baseURL }) => {
  const club = await clubContext(baseURL, 'Placement Cell');
  const event = await createEventWith(
    club,
    { approval: true, questions: [{ label: CONSENT, kind: 'checkbox', required: true }] },
    { name: `Company Visit ${Date.now()}`, date: dateFromToday(6), capacity: 40 },
  );
  const { input: student } = await createStudent(page.request);

  // One tap cannot answer a question: Register opens the form.
  const card = await cardOf(page, event.name);
  await card.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`/${event.id}/register`);
  await expect(page.getByLabel('USN')).toHaveValue(student.usn);
  const consent = page.getByRole('checkbox', { name: CONSENT });
  await expect(consent).toBeVisible();

  // Left unticked, it is refused on submit, beside the question, before anything is sent.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Please answer: ${CONSENT}` })).toBeVisible();
  await expectAccessible(page, 'registration form with a question');

  await consent.check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pending approval' })).toBeVisible();
  await expect(page.getByText(MSG.pendingApproval)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR ticket/ })).toHaveCount(0);
  await expectAccessible(page, 'pending approval');

  // The event page and the card say so; there is no ticket yet.
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Pending approval' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your ticket' })).toHaveCount(0);
  await expectAccessible(page, 'event page, pending approval');
  await expect((await cardOf(page, event.name)).getByText('Pending approval', { exact: true })).toBeVisible();

  // The organizer approves: the ticket comes with it.
  const registrationId = `${event.id}_${student.usn}`;
  expect((await club.post(`/api/registrations/${encodeURIComponent(registrationId)}/approve`, { data: {} })).status()).toBe(200);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { name: 'Your ticket' })).toBeVisible();
  await club.dispose();
});

test('a seat offered from the waitlist: the student confirms it by the deadline and gets the ticket', async ({ page, baseURL }) => {
  const club = await clubContext(baseURL, 'Quiz Club');
  const event = await createEventWith(club, { claimHours: 12 }, { name: `Quiz Finals ${Date.now()}`, date: dateFromToday(4), capacity: 1 });
  // Someone else holds the only seat; this student waits behind them.
  const first = await studentContext(baseURL);
  const firstRes = await first.ctx.post(`/api/events/${event.id}/registrations`, { data: details(first.input) });
  expect(firstRes.status()).toBe(201);
  const { input: student } = await createStudent(page.request);
  const mine = await page.request.post(`/api/events/${event.id}/registrations`, { data: details(student), headers: { origin: baseURL! } });
  expect(((await mine.json()) as { status: string }).status).toBe('waitlisted');

  // The first one cancels: with a claim window, the seat is offered rather than given.
  const firstId = ((await firstRes.json()) as { id: string }).id;
  expect((await first.ctx.delete(`/api/registrations/${encodeURIComponent(firstId)}`)).status()).toBe(204);

  // The profile says so and offers the button.
  await page.goto(`/${student.usn}/profile`);
  const item = page.getByRole('article').filter({ hasText: event.name });
  await expect(item.getByText('Seat offered', { exact: true })).toBeVisible();
  await expect(item.getByText(/^Confirm by /)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Confirm my seat' })).toBeVisible();

  // The offer e-mail's link: the event page with the button in view and focused.
  await page.goto(`/events/${event.id}?claim=1`);
  await expect(page.getByRole('heading', { level: 2, name: 'Seat offered' })).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirm my seat' });
  await expect(confirm).toBeFocused();
  await expect(page.getByText(/^Confirm by .+ UTC$/)).toBeVisible();
  await expectAccessible(page, 'event page, seat offered');

  await confirm.click();
  await expect(page.getByText(MSG.seatConfirmed)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your ticket' })).toBeVisible();
  await expect(page.getByRole('img', { name: `QR ticket for ${event.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Seat offered' })).toHaveCount(0);
  await first.ctx.dispose();
  await club.dispose();
});

test('a lottery: the student enters the draw from the card, once', async ({ page, baseURL }) => {
  const club = await clubContext(baseURL, 'Fest Committee');
  const drawAt = new Date(Date.now() + 24 * 3_600_000).toISOString();
  const event = await createEventWith(club, { allocation: 'lottery', drawAt }, { name: `Fest Pass ${Date.now()}`, date: dateFromToday(5), capacity: 2 });
  const { input: student } = await createStudent(page.request);

  const card = await cardOf(page, event.name);
  await expect(card.getByText(`Seats by lottery · draw on ${windowTime(drawAt, 'UTC')}`)).toBeVisible();
  await expectAccessible(page, 'home with a lottery card');
  await card.getByRole('button', { name: 'Enter the lottery' }).click();
  const confirmation = page.getByRole('dialog', { name: `Enter the lottery for ${event.name}?` });
  await expect(confirmation.getByText(`USN ${student.usn}`, { exact: false })).toBeVisible();
  await confirmation.getByRole('button', { name: 'Enter the lottery' }).click();

  await expect(page).toHaveURL(`/${event.id}/register`);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in the draw' })).toBeVisible();
  await expect(page.getByText(MSG.enteredDraw)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR ticket/ })).toHaveCount(0);
  await expectAccessible(page, 'entered the draw');

  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Entered the draw' })).toBeVisible();
  await expect(page.getByText(`Draw on ${windowTime(drawAt, 'UTC')}`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enter the lottery' })).toHaveCount(0);
  await expectAccessible(page, 'event page, entered the draw');

  // Entering twice is refused with a clear message.
  const again = await page.request.post(`/api/events/${event.id}/registrations`, { data: details(student), headers: { origin: baseURL! } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { message: string } }).error.message).toBe(MSG.alreadyEntered);
  await page.goto(`/${event.id}/register`);
  await expect(page.getByText(MSG.alreadyEntered)).toBeVisible();
  await club.dispose();
});

test('the draw: at its time the seats are given, each entrant sees where they landed, and anyone can check it', async ({ page, baseURL }) => {
  const club = await clubContext(baseURL, 'Fest Committee');
  // The e2e server sweeps every second (SEAT_SWEEP_SECONDS=1): the draw follows its time closely.
  const drawAt = new Date(Date.now() + 8_000).toISOString();
  const event = await createEventWith(club, { allocation: 'lottery', drawAt }, { name: `Backstage Pass ${Date.now()}`, date: dateFromToday(5), capacity: 1 });
  const { input: student } = await createStudent(page.request);
  const others = [await studentContext(baseURL), await studentContext(baseURL)];
  const enter = (ctx: APIRequestContext, s: Student) => ctx.post(`/api/events/${event.id}/registrations`, { data: details(s), headers: { origin: baseURL! } });
  expect((await enter(page.request, student)).status()).toBe(201);
  for (const other of others) expect((await enter(other.ctx, other.input)).status()).toBe(201);

  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Entered the draw' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Drawn on /)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText(/^Your entry [0-9a-f]{16} (won a seat|is number [12] on the waitlist)\.$/)).toBeVisible();
  await expectAccessible(page, 'event page after the draw');

  // The published draw: opaque entry ids (no USN), one winner, the rest waitlisted in drawn order.
  const draw = await page.request.get(`/api/events/${event.id}/draw`);
  expect(draw.status()).toBe(200);
  const text = await draw.text();
  const body = JSON.parse(text) as { entrants: string[]; winners: string[]; waitlist: string[]; seed: string };
  expect(body.entrants).toHaveLength(3);
  expect(body.winners).toHaveLength(1);
  expect(body.waitlist).toHaveLength(2);
  expect(body.seed).toMatch(/^[0-9a-f]{64}$/);
  for (const s of [student, ...others.map((o) => o.input)]) expect(text).not.toContain(s.usn);
  await expect(page.getByRole('link', { name: 'Check the draw' })).toHaveAttribute('href', `/api/events/${event.id}/draw`);
  for (const other of others) await other.ctx.dispose();
  await club.dispose();
});
