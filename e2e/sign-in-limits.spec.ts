import { expect, request as playwrightRequest, test, type Page } from './support/test.ts';
import { createStudent, logInThroughForm } from './support/accounts.ts';

/**
 * A patient guesser elsewhere (a script with no cookies): `failures` wrong passwords,
 * waiting whenever told to. Past 5 the waits double (1 s, 2 s, 4 s …).
 */
async function guessFromElsewhere(baseURL: string, email: string, failures: number) {
  const attacker = await playwrightRequest.newContext({ baseURL });
  const statuses: number[] = [];
  while (statuses.filter((s) => s === 401).length < failures) {
    const res = await attacker.post('/api/auth/sign-in/email', { data: { email, password: `guess-${statuses.length}-wrong` } });
    statuses.push(res.status());
    if (res.status() === 429) await new Promise((r) => setTimeout(r, Number(res.headers()['retry-after']) * 1000));
  }
  await attacker.dispose();
  return statuses;
}

/** The statuses of the sign-in requests the page sends from now on. */
function signInStatuses(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/sign-in/email')) statuses.push(response.status());
  });
  return statuses;
}

test('someone guessing a password slows a new browser down a moment and never locks the owner out', async ({ page, request, baseURL }) => {
  const { input } = await createStudent(request);
  // Eight failures: the next unknown attempt must wait about 4 s.
  expect(await guessFromElsewhere(baseURL!, input.email, 8)).toContain(429);

  // A browser that never signed in to this account is asked to wait; the page waits and signs in.
  const statuses = signInStatuses(page);
  // At once: the wait asked for runs out about 4 s after the last guess (axe runs on /login in first-paint.spec.ts).
  await page.goto('/login');
  await logInThroughForm(page, input.email, input.password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/');
  expect(statuses).toEqual([429, 200]);
  await expect(page.getByText(/Too many attempts/)).toHaveCount(0);

  // Now this browser knows the account: more guessing elsewhere does not slow it at all.
  expect(await guessFromElsewhere(baseURL!, input.email, 8)).toContain(429);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  statuses.length = 0;
  await page.goto('/login');
  await logInThroughForm(page, input.email, input.password);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(statuses).toEqual([200]);
});
