import { expect, request as playwrightRequest, test } from './support/test.ts';
import { handOverBeforeDeleting, MSG } from '../src/domain/messages.ts';
import { en } from '../src/domain/i18n/en.ts';
import { expectAccessible } from './support/a11y.ts';
import { buildOrganizer, buildStudent, logInThroughForm, signInAdmin } from './support/accounts.ts';
import { waitForMail } from './support/mailbox.ts';

const TAKE_OVER_TEXTS = { heading: en.ui['club.takeOver.heading'], button: en.ui['club.takeOver.button'], confirmTitle: en.ui['club.takeOver.confirmTitle'] };

// Its own admin address (playwright.config.ts' ADMIN_EMAILS).
const ADMIN_EMAIL = 'clubs-admin@quad.test';

/** A club handed over (through the API) to a student who now owns it in person. */
async function clubOwnedInPerson(baseURL: string) {
  const clubApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const club = buildOrganizer({ name: `Robotics Club ${Date.now()}` });
  const { user } = (await (await clubApi.post('/api/signup/organizer', { data: club })).json()) as { user: { id: string } };
  const owner = buildStudent({ name: 'Ravi Iyer' });
  const ownerApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const me = (await (await ownerApi.post('/api/signup/student', { data: owner })).json()) as { user: { id: string } };
  expect((await clubApi.post(`/api/organizers/${user.id}/members`, { data: { email: owner.email, role: 'manager' } })).status()).toBe(201);
  const invitation = await waitForMail(owner.email, /^Join /);
  const token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(invitation.text)![1];
  expect((await ownerApi.post(`/api/invitations/${token}/accept`)).status()).toBe(200);
  expect((await clubApi.post(`/api/organizers/${user.id}/owner`, { data: { userId: me.user.id } })).status()).toBe(200);
  await Promise.all([clubApi.dispose(), ownerApi.dispose()]);
  return { club, id: user.id, owner };
}

test('the only owner of a club is told to hand it over before deleting the account', async ({ page, baseURL }) => {
  const { club, owner } = await clubOwnedInPerson(baseURL!);
  await page.goto('/login');
  await logInThroughForm(page, owner.email, owner.password);
  // Signed in once the form has moved on; going earlier races the session cookie.
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  const card = page.getByRole('region', { name: 'Delete account' });
  await expect(card.getByRole('alert')).toHaveText(handOverBeforeDeleting(club.name));
  await expectAccessible(page, 'account deletion refused');
  // Still signed in.
  expect((await page.request.get('/api/me')).status()).toBe(200);
});

test('an administrator sees the take-over on a club’s page; a club with an owner stays its owner’s', async ({ page, baseURL }) => {
  const { id } = await clubOwnedInPerson(baseURL!);
  await signInAdmin(page, baseURL!, ADMIN_EMAIL);
  await page.goto(`/${id}/dashboard`);
  const card = page.getByRole('region', { name: TAKE_OVER_TEXTS.heading });
  await expect(card).toBeVisible();
  await expectAccessible(page, 'club page with the take-over');
  await card.getByRole('button', { name: TAKE_OVER_TEXTS.button }).click();
  await page.getByRole('dialog', { name: TAKE_OVER_TEXTS.confirmTitle }).getByRole('button', { name: TAKE_OVER_TEXTS.button }).click();
  await expect(card.getByRole('alert')).toHaveText(MSG.clubHasOwner);
});
