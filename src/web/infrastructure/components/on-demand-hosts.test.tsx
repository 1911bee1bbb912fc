import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/support/web.tsx';
import { OnDemandHosts, openConfirmModal } from './on-demand-hosts.tsx';

beforeAll(async () => {
  await import('./ModalsHost.tsx');
}, 30_000);
afterEach(cleanup);

describe('a confirm dialog', () => {
  it('confirms once when its button is pressed twice while it closes, and opens once when asked twice', async () => {
    renderInApp(<OnDemandHosts />, { mantineEnv: 'test' });
    const onConfirm = vi.fn();
    const ask = () => openConfirmModal({ title: 'Register for Robot Night?', labels: { confirm: 'Register', cancel: 'Change details' }, onConfirm });
    ask();
    ask();
    const dialog = await screen.findByRole('dialog', { name: 'Register for Robot Night?' }, { timeout: 5000 });
    const confirm = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Register')!;
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // Asked twice, it was opened once: no second copy waits behind it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
