import { dateFromToday, whenFromNow } from '../test/support/factories.ts';
import { hi } from '../src/domain/i18n/hi.ts';
import { kn } from '../src/domain/i18n/kn.ts';
import { LANGUAGE_NAMES } from '../src/domain/i18n/languages.ts';
import { expectAccessible } from './support/a11y.ts';
import { createOrganizer } from './support/accounts.ts';
import { buildEvent } from './support/events.ts';
import { expect, test, type Page } from './support/test.ts';

// The club workspace in Hindi (chosen on the account) and in Kannada (the lang cookie): the
// club opens its workspace, creates an event through the form, finds it in Events and opens
// People; in Kannada, Insights and Settings too; in Hindi it also runs an event: its manage
// page and its door screen.

/** The page speaks `lang` and passes axe in it. */
async function checkPage(page: Page, lang: string, label: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expectAccessible(page, `${label} (${lang})`);
}

for (const [lang, catalogue, chosenBy] of [['hi', hi, 'account'], ['kn', kn, 'cookie']] as const) {
  test(`a club works in its workspace in ${LANGUAGE_NAMES[lang]}: creates an event through the form, sees it in Events, opens People`, async ({ page, context, baseURL }) => {
    // A long journey: axe on four pages, and two more in each language.
    test.setTimeout(200_000);
    const ui = catalogue.ui;
    const { user } = await createOrganizer(page.request, { name: `Kannada Koota ${lang} ${Date.now()}` });
    if (chosenBy === 'account') expect((await page.request.put('/api/me/preferences', { data: { language: lang } })).status()).toBe(200);
    else await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    const home = `/${user.id}/dashboard`;
    const sections = page.getByRole('navigation', { name: ui['ws.navLabel'] });

    await page.goto(home);
    await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
    await expect(sections.getByRole('link', { name: ui['ws.section.events'], exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: ui['ws.section.events'], exact: true })).toBeVisible();
    await expect(page.getByText(catalogue.msg.noEventsYet)).toBeVisible();
    await checkPage(page, lang, 'workspace: events, empty');

    await page.getByRole('link', { name: ui['ws.createEvent'] }).click();
    // The form's code is fetched when first opened.
    await expect(page.getByRole('heading', { level: 1, name: ui['ws.form.createTitle'] })).toBeVisible({ timeout: 30_000 });
    // Sent empty, the form says what is missing in the page's language.
    await page.getByRole('button', { name: ui['ws.form.createSubmit'] }).click();
    await expect(page.getByRole('alert').filter({ hasText: catalogue.msg.fillAllFields })).toBeVisible();
    const name = `Rajyotsava ${lang} ${Date.now()}`;
    await page.getByLabel(ui['ws.form.name'], { exact: true }).fill(name);
    await page.getByLabel(ui['ws.form.date'], { exact: true }).fill(dateFromToday(5));
    await page.getByLabel(ui['ws.form.time'], { exact: true }).fill('18:30');
    await page.getByLabel(ui['ws.form.venue'], { exact: true }).fill('Open Air Theatre');
    await page.getByLabel(ui['ws.form.description'], { exact: true }).fill('Songs and plays for Karnataka Rajyotsava.');
    // The type is named in the page's language; its value stays the English one.
    await expect(page.getByLabel(ui['ws.form.type'], { exact: true }).locator('option', { hasText: ui['eventType.fest'] })).toHaveAttribute('value', 'Fest');
    await page.getByLabel(ui['ws.form.type'], { exact: true }).selectOption('Fest');
    await checkPage(page, lang, 'create event form');
    await page.getByRole('button', { name: ui['ws.form.createSubmit'] }).click();
    await expect(page.getByText(catalogue.msg.eventCreated)).toBeVisible();

    // Back in Events: the new event under the upcoming ones, with its controls named in the language.
    await expect(page).toHaveURL(home);
    const upcoming = page.getByRole('region', { name: ui['ws.group.upcoming'] });
    await expect(upcoming.getByRole('article', { name })).toBeVisible();
    await expect(upcoming.getByRole('link', { name: ui['ws.editNamed'].replace('{name}', name) })).toBeVisible();
    await checkPage(page, lang, 'workspace: events');

    await sections.getByRole('link', { name: ui['ws.section.people'], exact: true }).click();
    await expect(page).toHaveURL(`${home}/people`);
    await expect(page.getByRole('heading', { level: 2, name: ui['ws.section.people'], exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: ui['ws.people.byEvent'] })).toBeVisible();
    await expect(page.getByRole('heading', { name: ui['ws.inv.heading'] })).toBeVisible();
    await expect(page.getByText(ui['ws.team.empty'])).toBeVisible();
    await checkPage(page, lang, 'workspace: people');

    // In Kannada: Insights (the feedback summary, the charts' region) and Settings.
    if (lang === 'kn') {
      await sections.getByRole('link', { name: ui['ws.section.insights'], exact: true }).click();
      await expect(page).toHaveURL(`${home}/insights`);
      await expect(page.getByRole('heading', { level: 2, name: ui['club.fb.summary'] })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText(ui['club.fb.none'])).toBeVisible();
      await checkPage(page, lang, 'workspace: insights');

      await sections.getByRole('link', { name: ui['ws.section.settings'], exact: true }).click();
      await expect(page).toHaveURL(`${home}/settings`);
      await expect(page.getByRole('heading', { name: ui['club.embed.title'] })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('region', { name: ui['club.tok.title'] }).getByText(ui['club.tok.none'])).toBeVisible();
      await checkPage(page, lang, 'workspace: settings');
    }
    if (lang === 'hi') {
      // Running an event with self check-in: the manage page, then the door screen it links to.
      const created = await page.request.post('/api/events', { data: { ...buildEvent({ name: `Kavi Sammelan ${Date.now()}`, ...whenFromNow(120) }), selfCheckIn: true } });
      expect(created.status()).toBe(201);
      const event = (await created.json()) as { id: string; name: string };
      await page.goto(`/manage-event/${event.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `${ui['run.manage.action']}: ${event.name}` })).toBeVisible();
      await expect(page.getByRole('textbox', { name: ui['run.manage.search'] })).toBeVisible();
      await checkPage(page, lang, 'manage event');
      await page.getByRole('link', { name: ui['run.door.screen'] }).click();
      await expect(page.getByText(ui['run.door.scan'])).toBeVisible();
      await expect(page.getByRole('img', { name: ui['run.door.qr'] })).toBeVisible();
      await checkPage(page, lang, 'door screen');
    }
  });
}
