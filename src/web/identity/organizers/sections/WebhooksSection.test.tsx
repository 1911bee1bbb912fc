import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../domain/messages.ts';
import type { WebhookDeliveryView, WebhookView } from '../../../../domain/responses/webhooks.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../../test/support/web.tsx';
import { en } from '../../../../domain/i18n/en.ts';
import { WebhooksSection } from './WebhooksSection.tsx';

const WEBHOOK_TEXTS = { contacts: en.ui['club.wh.contacts'], contactsOwnerOnly: en.ui['club.wh.contactsOwnerOnly'], onlyOnce: en.ui['club.wh.onlyOnce'] };

const organizer = { id: 'o1', name: 'Robotics Club', email: 'r@x.edu', description: 'Robots', phone: null, followers: 0, events: [] };
const hook: WebhookView = {
  id: 'w1', url: 'https://hooks.example.org/quad', events: ['registration.created'], includeContacts: false, enabled: true,
  failingSince: null, disabledAt: null, createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z',
};
const delivery: WebhookDeliveryView = {
  id: 'msg_1', eventType: 'registration.created', status: 'delivered', attempts: 1, responseStatus: 200, lastError: null,
  createdAt: '2026-03-02T10:00:00.000Z', lastAttemptAt: '2026-03-02T10:00:01.000Z', deliveredAt: '2026-03-02T10:00:01.000Z',
};

function fakeServer() {
  const sent: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    const call = `${init.method ?? 'GET'} ${path}`;
    sent.push(call);
    if (call === 'GET /api/organizers/o1/webhooks') return jsonResponse({ webhooks: [hook] });
    if (call === 'GET /api/organizers/o1/webhooks/w1/deliveries') return jsonResponse({ deliveries: [delivery] });
    if (call === 'POST /api/organizers/o1/webhooks') return jsonResponse({ ...hook, id: 'w2', secret: 'whsec_c2VjcmV0' }, 201);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }));
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (role: 'owner' | 'manager') =>
  renderInApp(<WebhooksSection organizer={organizer} role={role} isClubAccount={role === 'owner'} createPath="/create" />, { client: testQueryClient(), mantineEnv: 'test' });

describe('the Webhooks section', () => {
  it('lists each endpoint with its events and recent deliveries', async () => {
    fakeServer();
    show('owner');
    const card = await screen.findByRole('region', { name: hook.url });
    expect(within(card).getByText('registration.created', { selector: '.mantine-Badge-label' })).toBeTruthy();
    const log = await within(card).findByRole('table', { name: 'Recent deliveries' });
    expect(within(log).getByText('delivered')).toBeTruthy();
    expect(within(log).getByText('200')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Send test' })).toBeTruthy();
  });

  it("lets only the owner tick registrants' contacts", async () => {
    fakeServer();
    show('manager');
    const box = (await screen.findByLabelText(WEBHOOK_TEXTS.contacts)) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(screen.getByText(WEBHOOK_TEXTS.contactsOwnerOnly)).toBeTruthy();
  });

  it('says what is wrong before sending, then shows the new secret once', async () => {
    const sent = fakeServer();
    show('owner');
    fireEvent.click(await screen.findByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText(MSG.webhookUrlInvalid)).toBeTruthy();
    expect(sent).not.toContain('POST /api/organizers/o1/webhooks');
    fireEvent.change(screen.getByLabelText(/^Endpoint address/), { target: { value: 'https://hooks.example.org/other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(((await screen.findByLabelText('Signing secret')) as HTMLInputElement).value).toBe('whsec_c2VjcmV0');
    expect(screen.getByText(WEBHOOK_TEXTS.onlyOnce)).toBeTruthy();
  });
});
