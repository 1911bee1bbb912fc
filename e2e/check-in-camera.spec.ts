import { chromium, expect, request as playwrightRequest, test } from './support/test.ts';
import path from 'node:path';
import { buildOrganizer, buildStudent, signInThroughApi } from './support/accounts.ts';
import { createEvent } from './support/events.ts';
import { whenFromNow } from '../test/support/factories.ts';
import { writeQrVideo } from './support/fake-camera.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser.ts';

test('an organizer checks a student in by scanning the QR ticket with the camera', async ({ baseURL }, testInfo) => {
  const club = await playwrightRequest.newContext({ baseURL });
  const org = buildOrganizer();
  await club.post('/api/signup/organizer', { data: org });
  // Starts in two hours: inside its check-in window (the e2e campus is in UTC).
  const event = await createEvent(club, { name: `Scan Night ${Date.now()}`, ...whenFromNow(120) });
  const student = buildStudent({ name: 'Meera Scan' });
  const studentApi = await playwrightRequest.newContext({ baseURL });
  await studentApi.post('/api/signup/student', { data: student });
  const reg = await (
    await studentApi.post(`/api/events/${event.id}/registrations`, {
      data: { name: student.name, usn: student.usn, email: student.email, semester: student.semester },
    })
  ).json();

  // The device camera films the student's ticket: Chromium's fake camera plays a video of that QR code.
  const video = path.join(testInfo.outputDir, 'ticket.y4m');
  await writeQrVideo(reg.ticketCode, video);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await browser.newContext({ baseURL, permissions: ['camera'], serviceWorkers: 'block' });
  const page = await context.newPage();
  await signInThroughApi(page, baseURL!, org.email, org.password);
  await page.goto(`/manage-event/${event.id}`);
  await page.getByLabel('Check-in mode').check();
  await page.getByRole('button', { name: 'Scan with camera' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Checked in: Meera Scan' })).toBeVisible({ timeout: 15_000 });
  const row = page.getByRole('row').filter({ hasText: 'Meera Scan' });
  await expect(row.getByRole('button', { name: 'Check in Meera Scan' })).toHaveCount(0);
  await browser.close();
  await club.dispose();
  await studentApi.dispose();
});
