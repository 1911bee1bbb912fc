import { expect, request as playwrightRequest, test } from './support/test.ts';
import { MSG } from '../src/domain/messages.ts';
import { buildEvent } from '../test/support/factories.ts';
import { startWebhookReceiver } from '../test/support/webhook-receiver.ts';
import { expectAccessible } from './support/a11y.ts';
import { createOrganizer, signInThroughApi } from './support/accounts.ts';

test('a club adds a webhook, copies its secret once, sees its deliveries, sends a test, resends, edits and deletes it', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const receiver = await startWebhookReceiver();
  try {
    const api = await playwrightRequest.newContext({ baseURL });
    const { input, user } = await createOrganizer(api, { name: `Quiz Club ${Date.now()}` });
    await signInThroughApi(page, baseURL!, input.email, input.password);
    await page.goto(`/${user.id}/dashboard`);
    await page.getByRole('navigation', { name: 'Club workspace' }).getByRole('link', { name: 'Webhooks', exact: true }).click();
    await expect(page).toHaveURL(`/${user.id}/dashboard/webhooks`);
    await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByText('No webhooks yet.')).toBeVisible();

    // No address: the catalogue's message before anything is sent.
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await expect(page.getByText(MSG.webhookUrlInvalid)).toBeVisible();

    await page.getByLabel('Endpoint address').fill(receiver.url);
    await page.getByLabel('An event was created (event.created)').check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secretField = page.getByLabel('Signing secret');
    await expect(secretField).toHaveValue(/^whsec_/);
    await expect(page.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    const secret = await secretField.inputValue();
    const card = page.getByRole('region', { name: receiver.url });
    await expect(card.getByText('event.created', { exact: true })).toBeVisible();
    await expectAccessible(page, 'webhooks');

    // An event the club creates reaches the endpoint, signed.
    expect((await api.post('/api/events', { data: buildEvent() })).status()).toBe(201);
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    await page.reload();
    const log = card.getByRole('table', { name: 'Recent deliveries' });
    await expect(log.getByRole('row').nth(1)).toContainText('event.created');
    await expect(log.getByRole('row').nth(1)).toContainText('delivered');
    await expect(log.getByRole('row').nth(1)).toContainText('200');
    // The secret is never shown again.
    await expect(page.getByLabel('Signing secret')).toHaveCount(0);

    await card.getByRole('button', { name: 'Send test' }).click();
    await expect(log.getByText('webhook.test')).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    await expect(log.getByRole('row').nth(1)).toContainText('delivered', { timeout: 15_000 });
    await log.getByRole('button', { name: /^Resend the event.created delivery/ }).click();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(3);
    const verified = receiver.verifyAll(secret);
    expect(verified.map((m) => m.type)).toEqual(['event.created', 'webhook.test', 'event.created']);
    expect(receiver.received[2]!.id).toBe(receiver.received[0]!.id);

    await card.getByRole('button', { name: `Edit events of ${receiver.url}` }).click();
    await card.getByLabel('An event was deleted (event.deleted)').check();
    await card.getByRole('button', { name: 'Save events' }).click();
    await expect(card.getByText('event.deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('Webhook saved', { exact: true })).toBeVisible();
    // The notices close by themselves: axe would read colours half-way through their fading.
    await expect(page.getByText('Queued: it goes out in a moment.')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByText('Webhook saved', { exact: true })).toHaveCount(0, { timeout: 10_000 });
    await expectAccessible(page, 'webhooks with deliveries');

    await card.getByRole('button', { name: `Delete the webhook to ${receiver.url}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No webhooks yet.')).toBeVisible();
    await api.dispose();
  } finally {
    await receiver.close();
  }
});
