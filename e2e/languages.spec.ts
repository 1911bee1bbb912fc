import { dateFromToday } from '../test/support/factories.ts';
import { hi } from '../src/domain/i18n/hi.ts';
import { kn } from '../src/domain/i18n/kn.ts';
import { translatorFor } from '../src/domain/i18n/i18n.ts';
import { LANGUAGE_NAMES } from '../src/domain/i18n/languages.ts';
import { pseudoText } from '../src/domain/i18n/pseudo.ts';
import { en } from '../src/domain/i18n/en.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { buildStudent, createOrganizer, createStudent } from './support/accounts.ts';
import { createEvent } from './support/events.ts';
import { waitForMail } from './support/mailbox.ts';
import { expect, request as requests, test, type Page } from './support/test.ts';

/** A club of its own, signed in through its own request context, with one event. */
async function clubWithEvent(baseURL: string | undefined, name: string) {
  const club = await requests.newContext({ baseURL });
  await createOrganizer(club);
  return createEvent(club, { name, date: dateFromToday(4), time: '18:30', venue: 'Open Air Theatre' });
}

/** The page speaks `lang` and passes axe in it. */
async function checkPage(page: Page, lang: string, label: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expectAccessible(page, `${label} (${lang})`);
}

for (const [lang, catalogue, ticketSubject] of [['hi', hi, 'आप रजिस्टर्ड हैं'], ['kn', kn, 'ನೀವು ರಿಜಿಸ್ಟರ್ ಆಗಿದ್ದೀರಿ']] as const) {
  test(`a student picks ${LANGUAGE_NAMES[lang]} in the footer, signs up, registers and opens the ticket in it; the ticket mail comes in it`, async ({ page, baseURL }) => {
    // A long journey: axe on nine pages.
    test.setTimeout(300_000);
    const event = await clubWithEvent(baseURL, `Rajyotsava ${lang} ${Date.now()}`);

    // The footer's picker, signed out: the page changes at once and the next ones keep it (the lang cookie).
    await page.goto('/');
    await checkPage(page, 'en', 'home');
    await page.getByRole('combobox', { name: 'Language' }).selectOption(lang);
    await expect(page.getByRole('navigation', { name: catalogue.ui['nav.main'] }).getByRole('link', { name: catalogue.ui['nav.home'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    await page.goto('/student-signup');
    await checkPage(page, lang, 'student sign-up');
    await expect(page.getByRole('link', { name: catalogue.ui['footer.terms'] })).toBeVisible();
    const student = buildStudent();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.ui['signup.studentTitle'] })).toBeVisible();
    await page.getByLabel(catalogue.ui['signup.name']).fill(student.name);
    await page.getByLabel(catalogue.ui['signup.usn']).fill(student.usn);
    await page.getByLabel(catalogue.ui['signup.semester']).fill(student.semester);
    await page.getByLabel(catalogue.ui['login.email']).fill(student.email);
    await page.getByLabel(catalogue.ui['signup.phone']).fill(student.phone);
    await page.getByLabel(catalogue.ui['login.password'], { exact: true }).fill(student.password);
    await page.getByRole('button', { name: catalogue.ui['signup.submit'] }).click();
    await expect(page.getByRole('button', { name: student.name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: catalogue.ui['account.logout'] })).toBeVisible();
    // The account keeps the choice (the visitor's choice is carried over on the next change).
    expect((await page.request.put('/api/me/preferences', { data: { language: lang } })).status()).toBe(200);

    // The event page, the one-tap confirmation and "You're in", all in the language.
    const t = translatorFor(lang);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 2, name: catalogue.ui['eventPage.about'] })).toBeVisible();
    await expect(page.getByRole('link', { name: catalogue.ui['eventPage.addToCalendar'] })).toBeVisible();
    await checkPage(page, lang, 'event page');
    await page.getByRole('region', { name: catalogue.ui['eventPage.takePart'] }).getByRole('button', { name: catalogue.ui['register.register'] }).click();
    const confirm = page.getByRole('dialog', { name: t('ui:register.confirmRegister', { name: event.name }) });
    await expect(confirm.getByText(catalogue.ui['register.withProfile'])).toBeVisible();
    await expectAccessible(page, `register confirmation (${lang})`);
    await confirm.getByRole('button', { name: catalogue.ui['register.register'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: catalogue.ui['youreIn.registeredHeading'] })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: catalogue.msg.registered })).toBeVisible();
    await expect(page.getByText(catalogue.ui['ticket.showAtDoor'])).toBeVisible();
    await checkPage(page, lang, 'you are in');

    // Back on the event page: the state in words, and the ticket.
    await page.getByRole('link', { name: catalogue.ui['youreIn.viewEvent'] }).click();
    await page.getByRole('region', { name: catalogue.ui['eventPage.takePart'] }).getByRole('button', { name: catalogue.ui['eventPage.state.registered'] }).click();
    await expect(page.getByRole('heading', { level: 2, name: catalogue.ui['eventPage.yourTicket'] })).toBeFocused();
    await expect(page.getByRole('button', { name: catalogue.ui['register.cancelRegistration'] })).toBeVisible();
    await checkPage(page, lang, 'event page with the ticket');

    const mail = await waitForMail(student.email, new RegExp(`${ticketSubject}: ${event.name}`));
    expect(mail.subject).toContain(event.name);

    await page.getByRole('button', { name: student.name, exact: true }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: catalogue.ui['account.tickets'] }).click();
    await expect(page).toHaveURL('/tickets');
    await checkPage(page, lang, 'ticket wallet');
    await page.getByRole('article', { name: event.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(page.getByText(catalogue.ui['ticket.code'], { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: catalogue.ui['ticket.allTickets'] })).toBeVisible();
    await checkPage(page, lang, 'one ticket');

    // A reload is served by the server in the account's language.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

for (const [lang, catalogue] of [['hi', hi], ['kn', kn]] as const) {
  test(`the home page and a student's profile, tickets and inbox speak ${LANGUAGE_NAMES[lang]}`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const event = await clubWithEvent(baseURL, `Kannada Habba ${lang} ${Date.now()}`);
    // A visitor who chose the language (the lang cookie): the home page, its search and its filter sheet.
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: catalogue.ui['home.heading'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: catalogue.ui['home.upcoming'] })).toBeVisible();
    await page.getByRole('searchbox', { name: catalogue.ui['filters.searchLabel'] }).fill(event.name);
    await expect(page.getByRole('article', { name: event.name })).toBeVisible();
    await checkPage(page, lang, 'home');
    await page.getByRole('button', { name: catalogue.ui['filters.title'], exact: true }).click();
    await expect(page.getByRole('dialog', { name: catalogue.ui['filters.title'] })).toBeVisible();
    await checkPage(page, lang, 'filter sheet');
    await page.getByRole('button', { name: catalogue.ui['filters.showEvents'] }).click();
    if (lang === 'kn') {
      // The privacy page's prose and its periods, said from the schedule in the language (one language is enough).
      const t = translatorFor(lang);
      const erasedAfter = (unit: string, count: number) => t('ui:shell.privacy.answersHowLong', { period: t('ui:shell.period', { unit, count }) });
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: catalogue.ui['shell.privacy.title'] })).toBeVisible();
      // The office's journey may have the schedule changed for a moment: either period is the one in force.
      const answers = page.getByRole('region', { name: catalogue.ui['shell.privacy.answers'] });
      await expect(answers).toContainText(new RegExp(`${erasedAfter('month', 6)}|${erasedAfter('year', 1)}`));
      await checkPage(page, lang, 'privacy');
    }

    // Signed in, the account's choice: the profile, the ticket wallet and the inbox.
    const { user } = await createStudent(page.request);
    expect((await page.request.put('/api/me/preferences', { data: { language: lang } })).status()).toBe(200);
    await page.goto(`/${encodeURIComponent(user.usn)}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: catalogue.ui['profile.upcoming'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: catalogue.ui['following.title'] })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: catalogue.ui['notifications.title'] })).toBeVisible();
    await checkPage(page, lang, 'profile');
    await page.goto('/tickets');
    await expect(page.getByRole('heading', { level: 1, name: catalogue.ui['tickets.title'] })).toBeVisible();
    await expect(page.getByRole('heading', { name: catalogue.ui['tickets.noneYet'] })).toBeVisible();
    await checkPage(page, lang, 'tickets');
    await page.goto('/inbox');
    await expect(page.getByRole('heading', { level: 1, name: catalogue.ui['inboxPage.title'] })).toBeVisible();
    await checkPage(page, lang, 'inbox');
  });
}

test('the pseudo-locale (accented, 40 % longer) still fits every translated screen at 390 px', async ({ page, request, context, baseURL }) => {
  test.setTimeout(120_000);
  const { input: student } = await createStudent(request);
  const event = await clubWithEvent(baseURL, `Pseudo Fest ${Date.now()}`);
  await context.addCookies([{ name: 'lang', value: 'en-XA', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });

  const home = pseudoText(en.ui['nav.home']);
  const clubId = ((await (await request.get(`/api/events/${event.id}`)).json()) as { organizer: { id: string } }).organizer.id;
  const signedOut = ['/', '/about', '/privacy', '/login', '/student-signup', '/organizer-signup', '/forgot-password', '/email-link', '/reset-password', '/no-such-page', `/events/${event.id}`,
    `/${clubId}/dashboard`, '/credentials/check'];
  for (const path of signedOut) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('link', { name: pseudoText(en.ui['footer.terms']) })).toBeVisible();
    await expectNoSidewaysScroll(page, `${path} in the pseudo-locale`);
  }
  // The phone's menu, signed out and then signed in.
  await page.goto('/');
  await page.getByRole('button', { name: pseudoText(en.ui['nav.openMenu']) }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: home })).toBeVisible();
  await expectNoSidewaysScroll(page, 'phone menu, signed out');

  // The login form in the pseudo-locale too.
  await page.goto('/login');
  await page.getByLabel(pseudoText(en.ui['login.email'])).fill(student.email);
  await page.getByLabel(pseudoText(en.ui['login.password']), { exact: true }).fill(student.password);
  await page.getByRole('button', { name: pseudoText(en.ui['login.submit']) }).click();
  await expect(page).toHaveURL('/');
  for (const path of ['/', '/tickets', '/account', '/inbox', `/${encodeURIComponent(student.usn)}/profile`, '/complete-profile', '/involvement', '/account/tokens', '/feedback']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await page.screenshot({ path: test.info().outputPath(`pseudo${path.replaceAll('/', '-')}.png`), fullPage: true });
    await expectNoSidewaysScroll(page, `${path} signed in, pseudo-locale`);
  }
  await page.getByRole('button', { name: pseudoText(en.ui['nav.openMenu']) }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: pseudoText(en.ui['account.tickets']) })).toBeVisible();
  await expectNoSidewaysScroll(page, 'phone menu, signed in');
});

test('a page fetches a script’s font only when it has text in that script', async ({ browser, baseURL }) => {
  /** The font files a first visit to `path` fetches (a new visitor: nothing cached, no service worker). */
  const fontsOf = async (path: string, lang: string) => {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.evaluate(() => document.fonts.ready);
      return fonts;
    } finally {
      await context.close();
    }
  };
  // The sign-in page: the same words whatever other journeys have written (the home lists their events).
  // In English, with the footer's हिन्दी and ಕನ್ನಡ on the page: system fonts only.
  expect(await fontsOf('/login', 'en')).toEqual([]);
  const kannada = await fontsOf('/login?lang=kn', 'kn');
  expect(kannada.some((path) => path.includes('noto-sans-kannada'))).toBe(true);
  expect(kannada.some((path) => path.includes('noto-sans-devanagari'))).toBe(false);
  const hindi = await fontsOf('/login?lang=hi', 'hi');
  expect(hindi.some((path) => path.includes('noto-sans-devanagari'))).toBe(true);
  expect(hindi.some((path) => path.includes('noto-sans-kannada'))).toBe(false);
});
