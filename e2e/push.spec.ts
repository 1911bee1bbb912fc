import { expect, test } from './support/test.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { createStudent } from './support/accounts.ts';

// The app's service worker is what subscribes: it runs here, as in pwa.spec.ts.
test.use({ serviceWorkers: 'allow' });

/**
 * The one test-only seam, at the edge: Chromium's PushManager needs Google's push service,
 * which a test machine cannot reach, so the page's PushManager.subscribe and getSubscription
 * hand out a subscription on a stand-in push service (push.quad.test, which the e2e server
 * allows: playwright.config.ts) with a real P-256 key and auth secret, as a browser would.
 * Everything of Quad's runs as it is: the permission prompt, the worker, the requests.
 */
function fakePushService() {
  const KEY = 'e2e-push-subscription';
  const b64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const asSubscription = (json: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({
    endpoint: json.endpoint,
    expirationTime: null,
    toJSON: () => json,
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.getSubscription = async function getSubscription() {
    const stored = localStorage.getItem(KEY);
    return (stored ? asSubscription(JSON.parse(stored)) : null) as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    if (!options?.userVisibleOnly || !options.applicationServerKey) throw new DOMException('no applicationServerKey', 'InvalidAccessError');
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const p256dh = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
    const json = { endpoint: `https://push.quad.test/push/${crypto.randomUUID()}`, keys: { p256dh: b64url(p256dh), auth: b64url(crypto.getRandomValues(new Uint8Array(16))) } };
    localStorage.setItem(KEY, JSON.stringify(json));
    return asSubscription(json) as unknown as PushSubscription;
  };
}

test('a student turns notifications on for this browser, chooses how each message comes, and removes the device', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.addInitScript(fakePushService);
  const { input } = await createStudent(page.request);
  await page.goto(`/${input.usn}/profile`);

  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
  await expect(panel.getByText('tap Share, then Add to Home Screen', { exact: false })).toBeVisible();
  await expect(panel.getByText('Notifications are not on for any device.')).toBeVisible();
  // Nothing is asked before the button is pressed.
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
  await expectAccessible(page, 'profile with notifications off');

  await panel.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(panel.getByText('Notifications are on for this device.')).toBeVisible();
  const devices = panel.getByRole('list', { name: 'Your devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByText(/^Chrome on Linux$/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
  const saved = await (await page.request.get('/api/me/push-subscriptions')).json();
  expect(saved.subscriptions).toEqual([{ id: expect.any(String), createdAt: expect.any(String), lastSuccessAt: null, userAgent: expect.stringContaining('Chrome') }]);

  // How each kind of message comes, saved at once.
  const reminders = panel.getByRole('combobox', { name: 'Reminders before events' });
  await expect(reminders).toHaveValue('push');
  await expect(panel.getByRole('combobox', { name: 'Tickets and registrations' })).toHaveValue('both');
  await panel.getByRole('combobox', { name: 'Announcements from organizers' }).selectOption({ label: 'E-mail' });
  await panel.getByRole('combobox', { name: 'New events from clubs you follow' }).selectOption({ label: 'Neither' });
  await expect
    .poll(async () => (await (await page.request.get('/api/me/preferences')).json()).notifications)
    .toMatchObject({ announcements: 'email', clubs: 'neither', reminders: 'push', tickets: 'both' });
  await expectAccessible(page, 'profile with notifications on');

  await page.reload();
  await expect(panel.getByText('Notifications are on for this device.')).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Announcements from organizers' })).toHaveValue('email');

  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page, 'notifications on a phone');
  await expectAccessible(page, 'notifications on a phone');

  await devices.getByRole('button', { name: /^Remove Chrome on Linux \(this device\)$/ }).click();
  await expect(panel.getByText('Notifications are not on for any device.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  expect((await (await page.request.get('/api/me/push-subscriptions')).json()).subscriptions).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('e2e-push-subscription'))).toBeNull();
});
