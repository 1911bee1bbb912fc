import { expect, test } from './support/test.ts';
import { expectAccessible } from './support/a11y.ts';
import { logInThroughForm } from './support/accounts.ts';
import { checkedInStudent } from './support/attendance.ts';

test('a student checked in at an event finds it, with its hours, on the Involvement page', async ({ page, baseURL }) => {
  const clubName = `Involve Club ${Date.now()}`;
  const { club, event, student, api } = await checkedInStudent(baseURL, clubName);

  await page.goto('/login');
  await logInThroughForm(page, student.email, student.password);
  await expect(page).toHaveURL('/');
  const nameButton = page.getByRole('button', { name: student.name, exact: true });
  await expect(nameButton).toHaveAttribute('aria-haspopup', 'menu');
  await nameButton.click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Involvement' }).click();
  await expect(page).toHaveURL('/involvement');
  await expect(page.getByRole('heading', { level: 1, name: 'Involvement' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: event.name });
  // Checked in two hours early: the hours count from the start. Days read '26 Nov 2026'.
  await expect(row.getByRole('cell')).toHaveText([event.name, /^\d{1,2} [A-Z][a-z]{2} \d{4}$/, clubName, '1.5']);
  await expect(row.getByRole('link', { name: event.name })).toHaveAttribute('href', `/events/${event.id}`);
  await expect(page.getByText('Total hours').locator('xpath=following-sibling::p[1]')).toHaveText('1.5');
  await expectAccessible(page, 'involvement');

  // On a phone every column is on screen: the table fits, or scrolls inside its own box.
  await page.setViewportSize({ width: 390, height: 844 });
  const table = page.getByRole('table').filter({ hasText: event.name });
  await expect(table.getByRole('columnheader', { name: 'Hours' })).toBeVisible();
  const fit = await table.evaluate((el) => {
    let scroller = el.parentElement;
    while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
    return {
      viewport: window.innerWidth,
      page: document.documentElement.scrollWidth,
      right: el.getBoundingClientRect().right,
      scrollerRight: scroller ? scroller.getBoundingClientRect().right : null,
    };
  });
  expect(fit.page).toBeLessThanOrEqual(fit.viewport);
  if (fit.right > fit.viewport) expect(fit.scrollerRight ?? Infinity).toBeLessThanOrEqual(fit.viewport);
  const hours = await table.getByRole('columnheader', { name: 'Hours' }).boundingBox();
  expect(hours!.x + hours!.width).toBeLessThanOrEqual(fit.viewport);
  await club.dispose();
  await api.dispose();
});
