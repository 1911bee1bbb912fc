import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../domain/i18n/i18n.ts';
import { eventWhen } from '../../../domain/event-when.ts';
import { MSG } from '../../../domain/messages.ts';
import { testConfig, testQueryClient } from '../../../../test/support/web.tsx';
import { checkInNote, useCheckInWindow } from './check-in-window.ts';

const HOUR = 3_600_000;
function windowOf(startsAt: string, opensHours = 12) {
  const client = testQueryClient({ config: testConfig({ timeZone: 'Asia/Kolkata', checkInOpensHours: opensHours }) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
  return renderHook(() => useCheckInWindow(startsAt), { wrapper });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the manage page’s check-in window', () => {
  it('says when check-in opens, in campus time', () => {
    const note = checkInNote('not-open', new Date('2026-11-25T01:00:00Z'), 'Asia/Kolkata');
    // Worded as the event pages word a time (event-when.ts): 'Wed 25 Nov 2026 · 6:30 AM IST'.
    expect(note).toBe(`Check-in opens at ${eventWhen(new Date('2026-11-25T01:00:00Z'), 'Asia/Kolkata')}.`);
    expect(note).toContain('6:30');
    expect(checkInNote('closed', new Date('2026-11-25T01:00:00Z'), 'Asia/Kolkata')).toBe(MSG.checkInClosed);
    expect(checkInNote('open', new Date('2026-11-25T01:00:00Z'), 'Asia/Kolkata')).toBeNull();
  });

  it('is off days ahead, on hours before, off a day after, with the server’s CHECK_IN_OPENS_HOURS', () => {
    const now = Date.now();
    expect(windowOf(new Date(now + 72 * HOUR).toISOString()).result.current?.state).toBe('not-open');
    expect(windowOf(new Date(now + 72 * HOUR).toISOString()).result.current?.note).toMatch(/^Check-in opens at /);
    expect(windowOf(new Date(now + 2 * HOUR).toISOString()).result.current).toEqual({ state: 'open', note: null });
    expect(windowOf(new Date(now - 25 * HOUR).toISOString()).result.current).toEqual({ state: 'closed', note: MSG.checkInClosed });
    expect(windowOf(new Date(now + 72 * HOUR).toISOString(), 96).result.current?.state).toBe('open');
    expect(windowOf(new Date(now + 2 * HOUR).toISOString(), 0).result.current?.state).toBe('not-open');
  });

  it('opens by itself when the time comes, without a reload', () => {
    vi.useFakeTimers();
    const { result } = windowOf(new Date(Date.now() + 12 * HOUR + 60_000).toISOString());
    expect(result.current?.state).toBe('not-open');
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(result.current?.state).toBe('open');
  });
});
