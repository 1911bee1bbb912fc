import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, buildStudent, signInThroughApi } from './support/accounts.ts';
import { storedDoorData } from './support/attendance.ts';
import { createEvent } from './support/events.ts';
import { whenFromNow } from '../test/support/factories.ts';

// The door without a network: the venue's Wi-Fi drops in the middle of check-in.

/** Everything the device keeps, as text: no ticket code may be in it. */
function storedDoorText(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('quad-door');
        open.onsuccess = () => {
          const values = open.result.transaction('door').objectStore('door').getAll();
          values.onsuccess = () => {
            open.result.close();
            resolve(JSON.stringify(values.result));
          };
        };
      }),
  );
}

/** A club's event starting in two hours (inside its check-in window; the e2e campus is in UTC) with these registrants; the officer signed in on its manage page, check-in mode on and the device's list read. */
async function doorReady(page: Page, baseURL: string | undefined, names: string[], eventName = `Unplugged Talk ${Date.now()}`) {
  const club = await playwrightRequest.newContext({ baseURL });
  const org = buildOrganizer();
  await club.post('/api/signup/organizer', { data: org });
  const event = await createEvent(club, { name: eventName, ...whenFromNow(120) });
  const tickets: string[] = [];
  for (const name of names) {
    const student = buildStudent({ name });
    const api = await playwrightRequest.newContext({ baseURL });
    await api.post('/api/signup/student', { data: student });
    const reg = await api.post(`/api/events/${event.id}/registrations`, {
      data: { name: student.name, usn: student.usn, email: student.email, semester: student.semester },
    });
    tickets.push((await reg.json()).ticketCode);
    await api.dispose();
  }

  await signInThroughApi(page, baseURL!, org.email, org.password);
  await page.goto(`/manage-event/${event.id}`);
  const doorList = page.waitForResponse((r) => r.url().endsWith(`/api/events/${event.id}/door-list`) && r.ok());
  await page.getByLabel('Check-in mode').check();
  // The device's copy has each ticket's hash, never its code.
  const listText = await (await doorList).text();
  for (const ticket of tickets) expect(listText).not.toContain(ticket);
  return { club, event, tickets };
}

async function checkedInNames(club: APIRequestContext, eventId: string) {
  const list = await (await club.get(`/api/events/${eventId}/registrations`)).json();
  return list.registrations.filter((r: { checkedInAt: string | null }) => r.checkedInAt).map((r: { name: string }) => r.name).sort();
}

test('an officer checks three students in while offline; the scans sync when the network returns', async ({ page, context, baseURL }) => {
  const names = ['Asha Offline', 'Bilal Offline', 'Chen Offline'];
  const { club, event, tickets } = await doorReady(page, baseURL, names);

  await context.setOffline(true);
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  const code = page.getByLabel('Ticket code');
  for (const ticket of tickets.slice(0, 2)) {
    await code.fill(ticket);
    await page.getByRole('button', { name: 'Check in ticket' }).click();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Saved, will sync: Bilal Offline' })).toBeVisible();
  // The list's own button queues too.
  await page.getByRole('row').filter({ hasText: 'Chen Offline' }).getByRole('button', { name: 'Check in Chen Offline' }).click();
  // A ticket the list does not know is refused at once.
  await code.fill('not-a-ticket');
  await page.getByRole('button', { name: 'Check in ticket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No registration matches this ticket.' })).toBeVisible();

  const waiting = page.getByRole('region', { name: 'Waiting to sync: 3' });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole('listitem').filter({ hasText: 'Saved, will sync' })).toHaveCount(3);
  await expectAccessible(page, 'manage page, offline with scans waiting');

  // A reload would lose nothing: the queue is in IndexedDB, the scans matched to the list as registrations, no codes.
  expect((await storedDoorData(page)).queued).toBe(3);
  const stored = await storedDoorText(page);
  for (const ticket of tickets) expect(stored).not.toContain(ticket);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Synced 3 check-ins.' })).toBeVisible({ timeout: 15_000 });
  await expect(waiting).toHaveCount(0);

  expect(await checkedInNames(club, event.id)).toEqual(names);

  // Signing out leaves no registrant list on the device.
  expect((await storedDoorData(page)).lists).toBe(1);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(async () => (await storedDoorData(page)).lists).toBe(0);
  await club.dispose();
});

test('where the browser cannot hash (no crypto.subtle: plain http on a LAN), scans are saved unchecked and the server judges them', async ({ page, context, baseURL }) => {
  // What a page opened over http by address has: no crypto.subtle (not a secure context).
  await page.addInitScript(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined }));
  const { club, event, tickets } = await doorReady(page, baseURL, ['Dana Unchecked']);

  await context.setOffline(true);
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  const code = page.getByLabel('Ticket code');
  for (const ticket of [tickets[0]!, 'not-a-ticket']) {
    await code.fill(ticket);
    await page.getByRole('button', { name: 'Check in ticket' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved, will sync (not checked here' })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Waiting to sync: 2' })).toBeVisible();
  await expectAccessible(page, 'manage page, offline, scans saved unchecked');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Synced 1 check-in. not-a-ticket: No registration matches this ticket.' })).toBeVisible({ timeout: 15_000 });
  expect(await checkedInNames(club, event.id)).toEqual(['Dana Unchecked']);
  await club.dispose();
});

test('at the door on a phone: the ticket box, its button and the outcome are all on the screen, and the outcome is announced', async ({ page, baseURL }) => {
  const screen = { width: 390, height: 844 };
  await page.setViewportSize(screen);
  // A long name, as clubs give them: it must not push the ticket box off the screen.
  const { club, tickets } = await doorReady(page, baseURL, ['Esha Phone'], `Grandmaster Simul — play the champion, one board each ${Date.now()}`);
  const code = page.getByLabel('Ticket code');
  const button = page.getByRole('button', { name: 'Check in ticket' });
  const outcome = page.getByRole('region', { name: 'Check-in' }).getByRole('status');
  await expect(outcome).toHaveAttribute('aria-live', 'polite');

  /** Whole inside the screen as it is now: no scrolling to see it. */
  const onScreen = async (what: typeof code) => {
    const box = await what.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(screen.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(screen.width);
  };
  for (const [ticket, said] of [['not-a-ticket', 'No registration matches this ticket.'], [tickets[0]!, 'Checked in: Esha Phone']] as const) {
    await code.fill(ticket);
    await button.click();
    await expect(outcome).toHaveText(said);
    for (const part of [code, button, outcome]) await onScreen(part);
  }
  await expectAccessible(page, 'check-in mode on a phone');
  await club.dispose();
});
