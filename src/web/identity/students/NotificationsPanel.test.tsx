import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CHANNELS } from '../../../domain/push.ts';
import type { Preferences } from '../../../domain/responses/preferences.ts';
import type { PushSubscriptionList } from '../../../domain/responses/push.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { studentKeys } from './api.ts';
import { NotificationsPanel } from './NotificationsPanel.tsx';

const preferences: Preferences = { interests: [], reminders: true, digest: true, followInbox: true, notifications: { ...DEFAULT_CHANNELS } };
const devices: PushSubscriptionList = {
  subscriptions: [{ id: 'sub-1', createdAt: '2026-11-20T10:00:00.000Z', lastSuccessAt: null, userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' }],
};

function show() {
  const client = testQueryClient({ queries: [[studentKeys.preferences, preferences], [[...studentKeys.all, 'push-subscriptions'], devices]] });
  renderInApp(<NotificationsPanel />, { client, mantineEnv: 'test' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

describe('Notifications on the profile', () => {
  it('lists the devices, says what to do on an iPhone, and asks nothing of the browser until Turn on notifications is pressed', async () => {
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('Notification', Object.assign(function Notification() {}, { permission: 'default', requestPermission }));
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: new Promise(() => {}) } });
    show();
    const section = screen.getByRole('region', { name: 'Notifications' });
    expect(within(section).getByText('Chrome on Android')).toBeTruthy();
    expect(within(section).getByText(/tap Share, then Add to Home Screen/)).toBeTruthy();
    expect(within(section).getByRole('combobox', { name: 'Reminders before events' })).toHaveProperty('value', 'push');
    expect(within(section).getByRole('combobox', { name: 'New events from clubs you follow' }).querySelectorAll('option')).toHaveLength(2);
    const button = await within(section).findByRole('button', { name: 'Turn on notifications' });
    expect(requestPermission).not.toHaveBeenCalled();

    const fetch = vi.fn(async () => jsonResponse({ publicKey: 'BAAA' }));
    vi.stubGlobal('fetch', fetch);
    fireEvent.click(button);
    await waitFor(() => expect(requestPermission).toHaveBeenCalledTimes(1));
    // Refused: the key was read, nothing was saved.
    const calls = fetch.mock.calls.map((c) => `${(c as unknown as [string, RequestInit])[1]?.method ?? 'GET'} ${(c as unknown as [string])[0]}`);
    expect(calls).toContain('GET /api/push/key');
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('removes a device', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Chrome on Android' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([path, init.method]).toEqual(['/api/me/push-subscriptions/sub-1', 'DELETE']);
  });
});
