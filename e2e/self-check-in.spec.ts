import path from 'node:path';
import { chromium, expect, test, untilLive, type Page } from './support/test.ts';
import { writeQrVideo } from './support/fake-camera.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { createOrganizer, createStudent, logInThroughForm, signInThroughApi } from './support/accounts.ts';
import { buildEvent } from './support/events.ts';
import { whenFromNow } from '../test/support/factories.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser.ts';

/** What the check-in page says (its status line; the layout's offline notice is an empty status while online). */
const saidOn = (tab: Page) => tab.getByRole('status').filter({ hasText: /\S/ });

/** The link the door screen's QR code holds, as a phone's camera would read it (its path: the e2e server's own origin). */
async function scannedLink(door: Page): Promise<string> {
  const url = await door.getByRole('img', { name: /QR code to check in/ }).getAttribute('data-url');
  expect(url).toMatch(/\/check-in\?code=[A-Z2-7]{10}$/);
  const { pathname, search } = new URL(url!);
  return `${pathname}${search}`;
}

test('self check-in: the door screen shows a code, a student scans it and is checked in, the count follows live', async ({ page, browser, baseURL, request }) => {
  const club = await createOrganizer(request);
  // Starts in two hours: inside its check-in window (the e2e campus is in UTC).
  const created = await request.post('/api/events', { data: { ...buildEvent({ name: `Door Night ${Date.now()}`, ...whenFromNow(120) }), selfCheckIn: true } });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: string; name: string };

  // The student registered beforehand, from their phone.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const student = await createStudent(phone.request, { name: 'Tara Door' });
  const s = student.input;
  const registered = await phone.request.post(`/api/events/${event.id}/registrations`, { data: { name: s.name, usn: s.usn, email: s.email, semester: s.semester } });
  expect(registered.status()).toBe(201);
  await phone.clearCookies();

  // An officer opens the door screen from the manage page.
  await signInThroughApi(page, baseURL!, club.input.email, club.input.password);
  await page.goto(`/manage-event/${event.id}`);
  await expect(page.getByText('0 of 1 checked in')).toBeVisible();
  await page.getByRole('link', { name: 'Door screen' }).click();
  await expect(page).toHaveURL(`/events/${event.id}/door`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code to check in/ }).locator('svg')).toBeVisible();
  const count = page.getByText(/of 1 checked in$/);
  await expect(count).toHaveText('0 of 1 checked in');
  await expect(count).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await expectAccessible(page, 'the door screen');

  // The student's phone opens the link: signed out, it signs in and comes back, and is checked in.
  const tab = await phone.newPage();
  await tab.goto(await scannedLink(page));
  await untilLive(tab);
  await expect(tab).toHaveURL(/\/login$/);
  await logInThroughForm(tab, s.email, s.password);
  await expect(saidOn(tab)).toHaveText("You're checked in.", { timeout: 15_000 });
  await expect(tab).toHaveURL(new RegExp(`/events/${event.id}/check-in\\?code=`));
  await expectAccessible(tab, "the student's check-in page");
  await expectNoSidewaysScroll(tab, "the student's check-in page");

  // The door screen counts them, live (no reload).
  await expect(count).toHaveText('1 of 1 checked in', { timeout: 10_000 });

  // A second scan says so.
  await tab.goto(await scannedLink(page));
  await untilLive(tab);
  await expect(saidOn(tab)).toHaveText('Already checked in');

  // A made-up code is refused, and says what to do.
  await tab.goto(`/events/${event.id}/check-in?code=AAAAAAAAAA`);
  await untilLive(tab);
  await expect(tab.getByRole('heading', { name: 'This code has expired.' })).toBeVisible();
  await expect(tab.getByText(/Scan the code on the door screen again/)).toBeVisible();
  await phone.close();
});

test('self check-in from the event page: the student scans the door screen with Quad’s own scanner (fake camera)', async ({ page, baseURL, request }, testInfo) => {
  const club = await createOrganizer(request);
  const created = await request.post('/api/events', { data: { ...buildEvent({ name: `Scan Door ${Date.now()}`, ...whenFromNow(90) }), selfCheckIn: true } });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as { id: string; name: string };

  // The door screen, on the officer's laptop.
  await signInThroughApi(page, baseURL!, club.input.email, club.input.password);
  await page.goto(`/events/${event.id}/door`);
  const qr = page.getByRole('img', { name: /QR code to check in/ });
  await expect(qr.locator('svg')).toBeVisible();
  const doorLink = await qr.getAttribute('data-url');

  // The phone's camera films that screen: Chromium's fake camera plays a video of the code it shows.
  const video = path.join(testInfo.outputDir, 'door.y4m');
  await writeQrVideo(doorLink!, video);
  const phoneBrowser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const phone = await phoneBrowser.newContext({ baseURL, permissions: ['camera'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const student = await createStudent(phone.request, { name: 'Ravi Scanner' });
  const s = student.input;
  expect((await phone.request.post(`/api/events/${event.id}/registrations`, { data: { name: s.name, usn: s.usn, email: s.email, semester: s.semester } })).status()).toBe(201);

  // Signed in on the phone, the student opens the event page and scans the door.
  const tab = await phone.newPage();
  await tab.goto(`/events/${event.id}`);
  await untilLive(tab);
  await tab.getByRole('link', { name: 'Check in with the door code' }).click();
  await expect(tab).toHaveURL(`/events/${event.id}/check-in`);
  await expect(tab.getByRole('heading', { level: 1, name: 'Scan the door code' })).toBeVisible();
  await expectAccessible(tab, 'the student’s door code scanner');
  await expect(saidOn(tab)).toHaveText("You're checked in.", { timeout: 15_000 });
  await expect(page.getByText(/of 1 checked in$/)).toHaveText('1 of 1 checked in', { timeout: 10_000 });
  await phoneBrowser.close();
});
