import { expect, request as playwrightRequest, test, type Page } from './support/test.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, buildStudent, logInThroughForm } from './support/accounts.ts';
import { createEvent } from './support/events.ts';
import { whenFromNow } from '../src/server/seed/factories.ts';

// The door without a network (issue 20): the venue's Wi-Fi drops in the middle of check-in.

/** What the device keeps (src/web/app/door-data.ts): how many lists, how many scans waiting. */
function storedDoorData(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ lists: number; queued: number }>((resolve) => {
        const open = indexedDB.open('quad-door');
        open.onsuccess = () => {
          const tx = open.result.transaction('door');
          const keys = tx.objectStore('door').getAllKeys();
          const values = tx.objectStore('door').getAll();
          tx.oncomplete = () => {
            const lists = keys.result.filter((k) => String(k).startsWith('list:')).length;
            const queued = (values.result as unknown[]).filter(Array.isArray).flat().length;
            open.result.close();
            resolve({ lists, queued });
          };
        };
      }),
  );
}

test('an officer checks three students in while offline; the scans sync when the network returns', async ({ page, context, baseURL }) => {
  const club = await playwrightRequest.newContext({ baseURL });
  const org = buildOrganizer();
  await club.post('/api/signup/organizer', { data: org });
  // Starts in two hours: inside its check-in window (the e2e campus is in UTC).
  const event = await createEvent(club, { name: `Unplugged Talk ${Date.now()}`, ...whenFromNow(120) });
  const names = ['Asha Offline', 'Bilal Offline', 'Chen Offline'];
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

  await page.goto('/login');
  await logInThroughForm(page, org.email, org.password);
  await expect(page).toHaveURL('/');
  await page.goto(`/manage-event/${event.id}`);
  // Check-in mode, online: the device takes its copy of the list.
  const doorList = page.waitForResponse((r) => r.url().endsWith(`/api/events/${event.id}/door-list`) && r.ok());
  await page.getByLabel('Check-in mode').check();
  await doorList;

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

  // A reload would lose nothing: the queue is in IndexedDB.
  expect((await storedDoorData(page)).queued).toBe(3);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Synced 3 check-ins.' })).toBeVisible({ timeout: 15_000 });
  await expect(waiting).toHaveCount(0);

  const list = await (await club.get(`/api/events/${event.id}/registrations`)).json();
  const checkedIn = list.registrations.filter((r: { checkedInAt: string | null }) => r.checkedInAt).map((r: { name: string }) => r.name);
  expect(checkedIn.sort()).toEqual(names);

  // Signing out leaves no registrant list on the device.
  expect((await storedDoorData(page)).lists).toBe(1);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(async () => (await storedDoorData(page)).lists).toBe(0);
  await club.dispose();
});
