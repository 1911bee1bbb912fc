import { expect, request as playwrightRequest, test, type APIRequestContext } from './support/test.ts';
import { STATUS_LABELS } from '../src/domain/registration-status.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { buildOrganizer, buildStudent, signInThroughApi } from './support/accounts.ts';
import { buildEvent } from './support/events.ts';
import { waitForMail } from './support/mailbox.ts';

// An organizer decides on the registrations of an event that needs approval,
// one by one and in bulk, reading the answers to its question as they go.

interface CreatedEvent {
  id: string;
  name: string;
  questions: { id: string; label: string }[];
}

async function signedUp(baseURL: string | undefined, path: string, data: object) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  const res = await ctx.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ctx;
}

/** A 10-seat company visit that needs approval and asks one one-choice question. */
async function approvalEvent(ctx: APIRequestContext): Promise<CreatedEvent> {
  const res = await ctx.post('/api/events', {
    data: {
      ...buildEvent({ name: `Company Visit ${Date.now()}`, capacity: 10 }),
      approval: true,
      questions: [{ label: 'T-shirt size', kind: 'choice', options: ['Small', 'Medium', 'Large'], required: true }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreatedEvent;
}

/** A student signs up and registers with their answer: pending, until the organizer decides. */
async function pendingStudent(baseURL: string | undefined, event: CreatedEvent, name: string, size: string) {
  const input = buildStudent({ name });
  const ctx = await signedUp(baseURL, '/api/signup/student', input);
  const res = await ctx.post(`/api/events/${event.id}/registrations`, {
    data: { name: input.name, usn: input.usn, email: input.email, semester: input.semester, answers: { [event.questions[0]!.id]: size } },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect(((await res.json()) as { status: string }).status).toBe('pending');
  return { ctx, input };
}

test('an organizer approves, declines and bulk-approves, reading the answers and their counts', async ({ page, baseURL }) => {
  const organizer = buildOrganizer({ name: `Placement Cell ${Date.now()}` });
  const club = await signedUp(baseURL, '/api/signup/organizer', organizer);
  const event = await approvalEvent(club);
  const asha = await pendingStudent(baseURL, event, 'Asha Visit', 'Medium');
  const ravi = await pendingStudent(baseURL, event, 'Ravi Visit', 'Small');
  const meera = await pendingStudent(baseURL, event, 'Meera Visit', 'Medium');
  const kiran = await pendingStudent(baseURL, event, 'Kiran Visit', 'Large');

  await signInThroughApi(page, baseURL!, organizer.email, organizer.password);
  await page.goto(`/manage-event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Manage: ${event.name}` })).toBeVisible();

  const counts = page.getByRole('region', { name: 'Places and registrations' });
  await expect(counts.getByText('4 pending approval')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Answer counts' }).getByText('T-shirt size: Small 1 · Medium 2 · Large 1')).toBeVisible();
  const table = page.getByRole('table', { name: 'Registrations' });
  await expect(table.getByRole('columnheader', { name: 'T-shirt size' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(5);
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(row('Kiran Visit').getByRole('cell', { name: 'Large', exact: true })).toBeVisible();
  await expect(row('Asha Visit').getByText(STATUS_LABELS.pending)).toBeVisible();
  await expectAccessible(page, 'manage an event that needs approval');

  // One approved: a seat, and the counts follow.
  await page.getByRole('button', { name: 'Approve Asha Visit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Asha Visit approved.' })).toBeVisible();
  await expect(row('Asha Visit').getByText(STATUS_LABELS.registered)).toBeVisible();
  await expect(counts.getByText('3 pending approval')).toBeVisible();
  await expect(counts.getByText(/^1 registered/)).toBeVisible();

  // One declined, after a confirmation; the student is told by e-mail.
  await page.getByRole('button', { name: 'Decline Ravi Visit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Decline registration' });
  await expect(confirm.getByText('They will be told by e-mail.', { exact: false })).toBeVisible();
  await expectAccessible(page, 'decline confirmation');
  await confirm.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ravi Visit declined.' })).toBeVisible();
  await expect(row('Ravi Visit').getByText(STATUS_LABELS.declined)).toBeVisible();
  await expect(counts.getByText('2 pending approval')).toBeVisible();
  await waitForMail(ravi.input.email, new RegExp(`^Not approved: ${event.name}$`));

  // The rest at once.
  await page.getByLabel('Show', { exact: true }).selectOption('pending');
  await expect(table.getByRole('row')).toHaveCount(3);
  const bar = page.getByRole('group', { name: 'Decisions on pending registrations' });
  await bar.getByRole('checkbox', { name: 'Select all pending' }).check();
  await expect(table.getByRole('checkbox', { name: 'Select Meera Visit' })).toBeChecked();
  await expect(table.getByRole('checkbox', { name: 'Select Kiran Visit' })).toBeChecked();
  await bar.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 approved.' })).toBeVisible();
  await expect(counts.getByText('0 pending approval')).toBeVisible();
  await expect(counts.getByText(/^3 registered/)).toBeVisible();
  await expect(page.getByText('No registrations found.')).toBeVisible();
  await expect(bar).toBeHidden();
  await page.getByLabel('Show', { exact: true }).selectOption('all');
  await expect(table.getByRole('row')).toHaveCount(5);
  await waitForMail(kiran.input.email, /^Approved: you're registered for /);

  // The search box reads the answers too.
  await page.getByLabel('Search registrations').fill('Large');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row('Kiran Visit')).toBeVisible();
  await page.getByLabel('Search registrations').fill('');
  await expect(table.getByRole('row')).toHaveCount(5);
  await expectAccessible(page, 'manage after the decisions');

  // On a phone: cards with the answers as lines, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  const cards = page.getByRole('list', { name: 'Registrations' });
  await expect(table).toBeHidden();
  const meeraCard = cards.getByRole('listitem').filter({ hasText: 'Meera Visit' });
  await expect(meeraCard.getByText('T-shirt size: Medium')).toBeVisible();
  await expect(meeraCard.getByText(STATUS_LABELS.registered)).toBeVisible();
  await expectNoSidewaysScroll(page, 'manage an approval event on a phone');
  await expectAccessible(page, 'manage an approval event on a phone');

  for (const ctx of [club, asha.ctx, ravi.ctx, meera.ctx, kiran.ctx]) await ctx.dispose();
});

test('on a phone, pending registrations are decided from their cards', async ({ page, baseURL }) => {
  const organizer = buildOrganizer({ name: `Phone Cell ${Date.now()}` });
  const club = await signedUp(baseURL, '/api/signup/organizer', organizer);
  const event = await approvalEvent(club);
  const divya = await pendingStudent(baseURL, event, 'Divya Phone', 'Small');
  const omar = await pendingStudent(baseURL, event, 'Omar Phone', 'Large');

  await page.setViewportSize({ width: 375, height: 740 });
  await signInThroughApi(page, baseURL!, organizer.email, organizer.password);
  await page.goto(`/manage-event/${event.id}`);
  const cards = page.getByRole('list', { name: 'Registrations' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(cards.getByRole('checkbox', { name: 'Select Divya Phone' })).toBeVisible();
  await expect(cards.getByRole('button', { name: 'Approve Divya Phone' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'pending cards on a phone');
  await expectAccessible(page, 'pending cards on a phone');

  await cards.getByRole('checkbox', { name: 'Select Omar Phone' }).check();
  await cards.getByRole('checkbox', { name: 'Select Divya Phone' }).check();
  await page.getByRole('button', { name: 'Decline selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Decline 2 registrations' });
  await confirm.getByRole('button', { name: 'Decline 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 declined.' })).toBeVisible();
  await expect(cards.getByText(STATUS_LABELS.declined)).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Places and registrations' }).getByText('0 pending approval')).toBeVisible();
  await expectNoSidewaysScroll(page, 'declined cards on a phone');

  for (const ctx of [club, divya.ctx, omar.ctx]) await ctx.dispose();
});
