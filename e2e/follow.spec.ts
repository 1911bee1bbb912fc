import { expect, request as playwrightRequest, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { dateFromToday } from '../test/support/factories.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { buildOrganizer, createStudent, logInThroughForm } from './support/accounts.ts';
import { createEvent } from './support/events.ts';

test('a student follows a club from its page, hears of its new event in the inbox, and unfollows from the profile', async ({ page, baseURL }) => {
  // The club, through the API (its own sign-up has its journey elsewhere).
  const club = await playwrightRequest.newContext({ baseURL });
  const org = buildOrganizer({ name: `Stargazers ${Date.now()}` });
  const signedUp = await club.post('/api/signup/organizer', { data: org });
  expect(signedUp.status()).toBe(201);
  const clubUser = (await signedUp.json()).user;
  const clubId: string = clubUser.organizerId ?? clubUser.id;
  const clubPage = `/${clubId}/dashboard`;
  const studentApi = await playwrightRequest.newContext({ baseURL });
  const student = await createStudent(studentApi);

  // Signed out, the club's page counts its followers, and Follow asks to sign in first, then comes back.
  await page.goto(clubPage);
  await expect(page.getByRole('heading', { level: 1, name: org.name })).toBeVisible();
  await expect(page.getByText('No followers yet', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(MSG.loginToFollow)).toBeVisible();
  await logInThroughForm(page, student.input.email, student.input.password);
  await expect(page).toHaveURL(clubPage);

  // Signed in as a student: Follow is a toggle, and the count follows it at once.
  const follow = page.getByRole('button', { name: 'Follow', exact: true });
  const following = page.getByRole('button', { name: 'Following', exact: true });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page, 'club page, not followed');
  await follow.click();
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 follower', { exact: true })).toBeVisible();
  await expect.poll(async () => (await page.request.get('/api/me/following')).json()).toEqual({ organizers: [{ id: clubId, name: org.name }] });
  // Kept: the page the server renders for the student says so too.
  await page.reload();
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 follower', { exact: true })).toBeVisible();
  await expectAccessible(page, 'club page, followed');

  // The club's next event reaches the student's inbox at once (the inbox page has its own journey).
  const unreadBefore = (await (await page.request.get('/api/me/inbox')).json()).unread as number;
  const event = await createEvent(club, { name: `Meteor Watch ${Date.now()}`, date: dateFromToday(6), time: '21:00' });
  await expect.poll(async () => (await (await page.request.get('/api/me/inbox')).json()).unread).toBe(unreadBefore + 1);
  const inbox = await (await page.request.get('/api/me/inbox')).json();
  expect(inbox.items.find((item: { eventId: string | null }) => item.eventId === event.id)).toMatchObject({
    kind: 'new-event',
    subject: `New from ${org.name}: ${event.name}`,
    readAt: null,
  });

  // The event's page offers the same toggle beside the club's name.
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('link', { name: org.name })).toHaveAttribute('href', clubPage);
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The profile lists the club, a link to its page.
  await page.goto(`/${student.input.usn}/profile`);
  const clubs = page.getByRole('region', { name: 'Clubs you follow' });
  await expect(clubs.getByRole('heading', { level: 2, name: 'Clubs you follow' })).toBeVisible();
  await expect(clubs.getByRole('link', { name: org.name })).toHaveAttribute('href', clubPage);
  await expectAccessible(page, 'profile with a followed club');

  // On a phone: nothing scrolls sideways; Unfollow takes the club off the list.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(clubs.getByRole('button', { name: `Unfollow ${org.name}` })).toBeVisible();
  await expectNoSidewaysScroll(page, 'profile with a followed club on a phone');
  await clubs.getByRole('button', { name: `Unfollow ${org.name}` }).click();
  await expect(clubs.getByText('You don’t follow any clubs yet.')).toBeVisible();
  await expect(clubs.getByRole('link', { name: org.name })).toHaveCount(0);
  await expect.poll(async () => (await page.request.get('/api/me/following')).json()).toEqual({ organizers: [] });
  await expectAccessible(page, 'profile following no club');

  // The club's page agrees.
  await page.goto(clubPage);
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('No followers yet', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, 'club page on a phone');
  await expectAccessible(page, 'club page on a phone');

  await club.dispose();
  await studentApi.dispose();
});

test('a student follows a club from an event card on the home page', async ({ page, baseURL }) => {
  const club = await playwrightRequest.newContext({ baseURL });
  const org = buildOrganizer({ name: `Chess Circle ${Date.now()}` });
  expect((await club.post('/api/signup/organizer', { data: org })).status()).toBe(201);
  const event = await createEvent(club, { name: `Blitz Night ${Date.now()}`, date: dateFromToday(5) });
  // The page's own browser signs up, so it is signed in.
  await createStudent(page.request);

  await page.goto(`/?name=${encodeURIComponent(event.name)}`);
  const card = page.getByRole('article', { name: event.name });
  const follow = card.getByRole('button', { name: `Follow ${org.name}` });
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(card.getByRole('button', { name: `Following ${org.name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => ((await (await page.request.get('/api/me/following')).json()) as { organizers: { name: string }[] }).organizers.map((o) => o.name))
    .toContain(org.name);
  await expectAccessible(page, 'home with a followed club on a card');
});
