import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { jsonResponse, renderInApp, testConfig, testQueryClient } from '../../../../test/support/web.tsx';
import { WalletButtons } from './WalletButtons.tsx';

const show = (wallet: { apple: boolean; google: boolean }) =>
  renderInApp(<WalletButtons registrationId="e1_1RV22CS001" />, { client: testQueryClient({ config: testConfig({ wallet }) }), mantineEnv: 'test' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the wallet buttons', () => {
  it('are not there when the campus has set up neither wallet', () => {
    show({ apple: false, google: false });
    expect(screen.queryByRole('group', { name: /wallet/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to Apple Wallet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save to Google Wallet' })).toBeNull();
  });

  it('show only the wallet that is set up: Apple’s as a link to the pass', () => {
    show({ apple: true, google: false });
    expect(screen.getByRole('link', { name: 'Add to Apple Wallet' }).getAttribute('href')).toBe('/api/registrations/e1_1RV22CS001/wallet.pkpass');
    expect(screen.queryByRole('button', { name: 'Save to Google Wallet' })).toBeNull();
  });

  it('Google’s asks for a fresh save link and follows it; a refusal is said', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    let answer = jsonResponse({ saveUrl: 'https://pay.google.com/gp/v/save/a.b.c' });
    const fetch = vi.fn(async (_path: string) => answer);
    vi.stubGlobal('fetch', fetch);
    show({ apple: false, google: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save to Google Wallet' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.google.com/gp/v/save/a.b.c'));
    expect(fetch.mock.calls[0]![0]).toBe('/api/registrations/e1_1RV22CS001/wallet/google');
    cleanup();

    answer = jsonResponse({ error: { code: 'NO_TICKET_YET', message: MSG.walletNoTicket } }, 409);
    show({ apple: false, google: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save to Google Wallet' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.walletNoTicket);
  });
});
