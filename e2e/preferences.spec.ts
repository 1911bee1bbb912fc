import { expect, test } from './support/test.ts';
import { DEFAULT_EVENT_TAGS } from '../src/domain/tags.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { createStudent } from './support/accounts.ts';

test('a student turns reminders off and picks interests on their profile; both are kept', async ({ page }) => {
  // The page's own browser signs up, so it is signed in (sign-up has its own journeys).
  const { input } = await createStudent(page.request);
  await page.goto(`/${input.usn}/profile`);

  const panel = page.getByRole('region', { name: 'Messages and interests' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Messages and interests' })).toBeVisible();
  const reminders = panel.getByRole('switch', { name: 'Remind me before my events' });
  const digest = panel.getByRole('switch', { name: 'Daily digest' });
  const interests = panel.getByRole('group', { name: 'Interests' });
  // A new student has both e-mails and no interests.
  await expect(reminders).toBeChecked();
  await expect(digest).toBeChecked();
  // The campus's tags (the e2e server sets no EVENT_TAGS), in their order.
  await expect(interests.getByRole('checkbox')).toHaveCount(DEFAULT_EVENT_TAGS.length);
  await expect(interests.locator('label')).toHaveText([...DEFAULT_EVENT_TAGS]);
  for (const box of await interests.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await expectAccessible(page, 'profile with messages and interests');

  // Each change saves at once: a person clicks the switch (its input covers it) or the chip's label.
  await reminders.click();
  await expect(reminders).not.toBeChecked();
  await interests.getByText('Music', { exact: true }).click();
  await expect(interests.getByRole('checkbox', { name: 'Music' })).toBeChecked();
  await interests.getByText('Career', { exact: true }).click();
  await expect(interests.getByRole('checkbox', { name: 'Career' })).toBeChecked();
  await expect
    .poll(async () => (await page.request.get('/api/me/preferences')).json())
    .toMatchObject({ interests: ['Music', 'Career'], reminders: false, digest: true });

  await page.reload();
  await expect(reminders).not.toBeChecked();
  await expect(digest).toBeChecked();
  await expect(interests.getByRole('checkbox', { name: 'Music' })).toBeChecked();
  await expect(interests.getByRole('checkbox', { name: 'Career' })).toBeChecked();
  await expect(interests.getByRole('checkbox', { name: 'Tech' })).not.toBeChecked();
  await expectAccessible(page, 'profile with interests picked');

  // On a phone: the chips wrap, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(interests.getByText('Volunteering', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, 'profile on a phone');
  await expectAccessible(page, 'profile on a phone');
});
