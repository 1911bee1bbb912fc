import { expect, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { translatorFor } from '../src/domain/i18n/i18n.ts';
import { DEFAULT_EVENT_TAGS } from '../src/domain/tags.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { createOrganizer, createStudent } from './support/accounts.ts';
import { buildEvent, fillEventForm } from './support/events.ts';

test('an organizer tags an event Music and Culture; a student who likes Music finds it under For you and in the listing filtered by Music', async ({ page }) => {
  // The club signs up in the page's own browser, so it is signed in (sign-up has its own journeys).
  const { user: club } = await createOrganizer(page.request, { name: `Folk Collective ${Date.now()}` });
  await page.goto(`/${club.id}/dashboard`);
  await page.getByRole('link', { name: 'Create New Event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();

  // The campus's tags (the e2e server sets no EVENT_TAGS), as chips, none picked.
  const tags = page.getByRole('group', { name: 'Tags (optional)' });
  await expect(tags.getByText('Up to 3, so students who like them find the event.')).toBeVisible();
  await expect(tags.getByRole('checkbox')).toHaveCount(DEFAULT_EVENT_TAGS.length);
  const event = buildEvent({ name: `Folk Evening ${Date.now()}`, date: dateFromToday(1), time: '18:30', venue: 'Open Air Theatre' });
  await fillEventForm(page, {
    name: event.name, date: event.date, time: event.time, venue: event.venue,
    description: 'Songs from every corner of the campus.', type: 'Club Event', tags: ['Music', 'Culture'],
  });
  await expect(tags.getByRole('checkbox', { name: 'Music', exact: true })).toBeChecked();
  await expect(tags.getByRole('checkbox', { name: 'Culture', exact: true })).toBeChecked();
  await expect(tags.getByRole('checkbox', { name: 'Tech', exact: true })).not.toBeChecked();
  await expectAccessible(page, 'create event with tags');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByText(MSG.eventCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 5000 });
  const listed = await (await page.request.get(`/api/events?name=${encodeURIComponent(event.name)}`)).json();
  expect(listed.events.map((e: { tags: string[] }) => e.tags)).toEqual([['Music', 'Culture']]);

  await page.getByRole('button', { name: 'Logout' }).click();
  // Signed out for sure before the student signs up in the same browser.
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // A student who likes Music (the preferences panel has its own journey).
  await createStudent(page.request);
  expect((await page.request.put('/api/me/preferences', { data: { interests: ['Music'] } })).status()).toBe(200);

  await page.goto('/');
  const views = page.getByRole('radiogroup', { name: 'Events to show' });
  await expect(views.getByRole('radio', { name: 'All upcoming events' })).toBeChecked();
  await expect(views.getByRole('radio', { name: 'For you' })).not.toBeChecked();
  await expectAccessible(page, 'home for a student');

  // A person clicks the chip's label.
  await views.getByText('For you', { exact: true }).click();
  await expect(views.getByRole('radio', { name: 'For you' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]view=for-you(&|$)/);
  const card = page.getByRole('article').filter({ hasText: event.name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Because you like Music', { exact: true })).toBeVisible();
  // The filters belong to the whole listing.
  await expect(page.getByRole('search', { name: 'Filter events' })).toHaveCount(0);
  await expectAccessible(page, 'For you');

  // The choice is in the address: kept on reload.
  await page.reload();
  await expect(views.getByRole('radio', { name: 'For you' })).toBeChecked();
  await expect(card.getByText('Because you like Music', { exact: true })).toBeVisible();

  // In Hindi the reason is Hindi too, the campus's tag as written; then back to English.
  expect((await page.request.put('/api/me/preferences', { data: { language: 'hi' } })).status()).toBe(200);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(card.getByText(translatorFor('hi')('mail:forYou.likes', { tag: 'Music' }), { exact: true })).toBeVisible();
  expect((await page.request.put('/api/me/preferences', { data: { language: 'en' } })).status()).toBe(200);
  await page.reload();
  await expect(card.getByText('Because you like Music', { exact: true })).toBeVisible();

  // Back to every upcoming event, filtered by the tag Music.
  await views.getByText('All upcoming events', { exact: true }).click();
  await expect(views.getByRole('radio', { name: 'All upcoming events' })).toBeChecked();
  await expect(page).not.toHaveURL(/view=/);
  // The tag is in the filters sheet.
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const tagFilter = sheet.getByLabel('Tag', { exact: true });
  await expect(tagFilter).toHaveValue('');
  await tagFilter.selectOption('Music');
  await expect(page).toHaveURL(/[?&]tag=Music(&|$)/);
  await sheet.getByRole('button', { name: 'Show events' }).click();
  await expect(sheet).toBeHidden();
  const cards = page.getByRole('article');
  await expect(card).toBeVisible();
  // Only events tagged Music are left (other journeys add events to the same campus).
  const music = (await (await page.request.get('/api/events?tag=Music&limit=100')).json()).events.map((e: { name: string }) => e.name);
  // Until the filtered listing has replaced the one shown before it, whose cards are every event's.
  await expect.poll(async () => (await cards.getByRole('heading').allTextContents()).filter((title) => !music.includes(title))).toEqual([]);
  await expect(card.getByText('Because you like Music')).toHaveCount(0);
  await expectAccessible(page, 'home filtered by a tag');

  // The filtered address can be shared: opening it shows the same filter.
  await page.goto('/?tag=Music');
  await expect(page.getByRole('button', { name: 'Remove filter: Tag: Music' })).toBeVisible();
  await expect(card).toBeVisible();

  // On a phone: the filters and the view switch wrap, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('button', { name: 'Remove filter: Tag: Music' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'home filtered by a tag on a phone');
  await expectAccessible(page, 'home filtered by a tag on a phone');
  await views.getByText('For you', { exact: true }).click();
  await expect(card.getByText('Because you like Music', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, 'For you on a phone');
  await expectAccessible(page, 'For you on a phone');
});
