import { mkdir } from 'node:fs/promises';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { createStudent, signInThroughApi } from './support/accounts.ts';
import { checkedInStudent } from './support/attendance.ts';
import { createEvent } from './support/events.ts';
import { expect, test, type Page } from './support/test.ts';

/** The screen at a phone's and a desktop's size, light and dark, for a person to look at. */
async function shoot(page: Page, dir: string, name: string) {
  await mkdir(dir, { recursive: true });
  const size = page.viewportSize();
  for (const [label, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]] as const) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${dir}/${name}-${label}-${scheme}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  if (size) await page.setViewportSize(size);
}

test('a student registers, opens Tickets, taps the card for the QR code with its time and place, goes back, and finds a past event they attended with the rating they gave', async ({ page, baseURL }, testInfo) => {
  // A past event the student came to (checked in at the door) and rated.
  const { club, event: past, student, api } = await checkedInStudent(baseURL, `Wallet Club ${Date.now()}`);
  expect((await club.patch(`/api/events/${past.id}`, { data: { date: dateFromToday(-1) } })).status()).toBe(200);
  expect((await api.post(`/api/events/${past.id}/feedback`, { data: { rating: 4, comments: 'Loud and fun.' } })).status()).toBe(201);
  const upcoming = await createEvent(club, { name: `Poster Jam ${Date.now()}`, date: dateFromToday(3), time: '18:30', venue: 'Main Auditorium' });

  // The student signs in and registers from the event's page.
  await signInThroughApi(page, baseURL!, student.email, student.password);
  await page.goto(`/events/${upcoming.id}`);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('dialog', { name: `Register for ${upcoming.name}?` }).getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re in' })).toBeVisible();

  // Tickets, from the account menu.
  await page.getByRole('button', { name: student.name, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Tickets' }).click();
  await expect(page).toHaveURL('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Your tickets' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Upcoming' }).getByRole('article', { name: upcoming.name });
  await expect(card.getByText('Main Auditorium')).toBeVisible();
  await expect(card.getByText(/ · 6:30 PM /)).toBeVisible();
  // Past: whether they came, and the stars they gave.
  const pastCard = page.getByRole('region', { name: 'Past events' }).getByRole('article', { name: past.name });
  await expect(pastCard.getByText('Attended')).toBeVisible();
  await expect(pastCard.getByRole('link', { name: 'Your feedback: 4 out of 5' })).toHaveAttribute('href', `/event-feedback/${past.id}`);
  await expect(pastCard.getByRole('link', { name: 'Give Feedback' })).toHaveCount(0);
  await expectAccessible(page, 'ticket wallet');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'ticket wallet, dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoSidewaysScroll(page, 'ticket wallet');
  const shots = testInfo.outputPath('shots');
  await shoot(page, shots, 'wallet');

  // Tapping the card opens its QR code, large, with the time and the place and the code in text.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${upcoming.id}_`));
  await expect(page.getByRole('heading', { level: 1, name: upcoming.name })).toBeVisible();
  const qr = page.getByRole('img', { name: `QR ticket for ${upcoming.name}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(240);
  await expect(page.getByText('Turn your screen brightness up')).toBeVisible();
  await expect(page.getByText(/ · 6:30 PM /)).toBeVisible();
  await expect(page.getByText('Main Auditorium')).toBeVisible();
  const mine = (await (await page.request.get('/api/me/registrations')).json()) as { upcoming: { eventId: string; ticketCode: string }[] };
  const code = mine.upcoming.find((r) => r.eventId === upcoming.id)!.ticketCode;
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expectAccessible(page, 'one ticket');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAccessible(page, 'one ticket, dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoSidewaysScroll(page, 'one ticket');
  await shoot(page, shots, 'ticket');

  // Back returns to the wallet.
  await page.goBack();
  await expect(page).toHaveURL('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Your tickets' })).toBeVisible();

  // The profile links to the wallet instead of printing the QR code.
  await page.goto(`/${student.usn}/profile`);
  await expect(page.getByRole('img', { name: /QR ticket/ })).toHaveCount(0);
  await expectAccessible(page, 'profile with a link to the ticket');
  await shoot(page, shots, 'profile');
  await page.getByRole('link', { name: `Show ticket for ${upcoming.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/${upcoming.id}_`));
  await expect(qr).toBeVisible();
  await page.goto(`/${student.usn}/profile`);
  await page.getByRole('link', { name: 'Your tickets' }).click();
  await expect(page).toHaveURL('/tickets');
});

test('a student with no tickets is told what to do next, and the button leads to the events', async ({ page }, testInfo) => {
  await createStudent(page.request);
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Your tickets' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No tickets yet' })).toBeVisible();
  await expectAccessible(page, 'empty ticket wallet');
  await shoot(page, testInfo.outputPath('shots'), 'wallet-empty');
  await page.getByRole('link', { name: 'Discover events' }).click();
  await expect(page).toHaveURL('/');
});
