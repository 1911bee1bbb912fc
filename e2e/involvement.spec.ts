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
  await expect(row.getByRole('cell')).toHaveText([event.name, /^\d{4}-\d{2}-\d{2}$/, clubName, '1.5']);
  await expect(row.getByRole('link', { name: event.name })).toHaveAttribute('href', `/events/${event.id}`);
  await expect(page.getByText('Total hours').locator('xpath=following-sibling::p[1]')).toHaveText('1.5');
  await expectAccessible(page, 'involvement');
  await club.dispose();
  await api.dispose();
});
