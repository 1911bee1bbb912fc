import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../test/support/web.tsx';
import { OfflineNotice } from './OfflineNotice.tsx';

afterEach(() => vi.restoreAllMocks());

describe('OfflineNotice', () => {
  it('is an empty status while online and says so when the device goes offline, and back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderInApp(<OfflineNotice />);
    expect(screen.getByRole('status').textContent).toBe('');
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toBe('You’re offline — showing saved data');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
