import { withOnDemandHosts } from '../../../../test/support/on-demand-hosts.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { Preferences } from '../../../domain/responses/preferences.ts';
import { MAX_INTERESTS } from '../../../domain/tags.ts';
import { DEFAULT_CHANNELS } from '../../../domain/push.ts';
import { jsonResponse, renderInApp, testConfig, testQueryClient } from '../../../../test/support/web.tsx';
import { OnDemandHosts } from '../../infrastructure/components/on-demand-hosts.tsx';
import { studentKeys } from './api.ts';
import { PreferencesPanel } from './PreferencesPanel.tsx';

const stored = (changes: Partial<Preferences> = {}): Preferences => ({ interests: ['Music'], reminders: true, digest: false, followInbox: true, notifications: { ...DEFAULT_CHANNELS }, ...changes });


/** The panel, with the student's preferences already read (or fetched, when left out), under the campus's `tags`. */
function show(preferences?: Preferences, tags?: string[]) {
  const client = testQueryClient({
    config: testConfig(tags ? { eventTags: tags } : {}),
    queries: preferences ? [[studentKeys.preferences, preferences]] : [],
  });
  renderInApp(
    <>
      <OnDemandHosts />
      <PreferencesPanel />
    </>,
    { client, mantineEnv: 'test' },
  );
  return client;
}

/** A fetch whose answers the test gives when it chooses. */
function heldFetch() {
  const waiting: { resolve: (response: Response) => void; reject: (error: Error) => void }[] = [];
  const fetch = vi.fn(() => new Promise<Response>((resolve, reject) => waiting.push({ resolve, reject })));
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    answer: (response: Response) => waiting.shift()!.resolve(response),
    /** The network drops the oldest request still waiting. */
    drop: () => waiting.shift()!.reject(new TypeError('Failed to fetch')),
  };
}

const sent = (fetch: ReturnType<typeof vi.fn>, call = 0) => {
  const [path, init] = fetch.mock.calls[call] as unknown as [string, RequestInit];
  return { path, method: init.method, body: JSON.parse(init.body as string) as unknown };
};

const reminders = () => screen.getByRole('switch', { name: /^Remind me before my events/ }) as HTMLInputElement;
const digest = () => screen.getByRole('switch', { name: /^Daily digest/ }) as HTMLInputElement;
const chip = (tag: string) => screen.getByRole('checkbox', { name: tag }) as HTMLInputElement;

withOnDemandHosts();

describe('Messages and interests on the profile', () => {
  it('is a section with the two switches and the campus tags as chips, showing what is stored', () => {
    show(stored({ interests: ['Music', 'Career'], digest: true }));
    const section = screen.getByRole('region', { name: 'Messages and interests' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Messages and interests' })).toBeTruthy();
    expect(reminders().checked).toBe(true);
    expect(reminders().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('24 hours and 1 hour before each event you registered for, the way you choose under Notifications.')).toBeTruthy();
    expect(digest().checked).toBe(true);
    expect(screen.getByText('One e-mail a day with new events from clubs you follow.')).toBeTruthy();
    const interests = screen.getByRole('group', { name: 'Interests' });
    expect(interests.getAttribute('aria-describedby')).toBe('interests-description');
    expect(screen.getByText('Events with these tags come first in For you.')).toBeTruthy();
    expect(within(interests).getAllByRole('checkbox').map((c) => c.closest('div')?.textContent)).toEqual(['Tech', 'Music', 'Sports', 'Career', 'Culture', 'Volunteering', 'Academic']);
    expect(['Music', 'Career'].map((t) => chip(t).checked)).toEqual([true, true]);
    expect(chip('Tech').checked).toBe(false);
  });

  it('reads the preferences when they are not in the cache yet', async () => {
    const fetch = vi.fn(async () => jsonResponse(stored({ reminders: false })));
    vi.stubGlobal('fetch', fetch);
    show();
    expect(screen.getByLabelText('Loading your preferences')).toBeTruthy();
    await waitFor(() => expect(reminders().checked).toBe(false));
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/me/preferences');
  });

  it('turning reminders off shows it at once and sends only that field', async () => {
    const { fetch, answer } = heldFetch();
    const client = show(stored());
    fireEvent.click(reminders());
    await waitFor(() => expect(reminders().checked).toBe(false));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sent(fetch)).toEqual({ path: '/api/me/preferences', method: 'PUT', body: { reminders: false } });
    answer(jsonResponse(stored({ reminders: false })));
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(reminders().checked).toBe(false);
    expect(client.getQueryData(studentKeys.preferences)).toEqual(stored({ reminders: false }));
  });

  it('the digest sends only its own field', async () => {
    const { fetch, answer } = heldFetch();
    show(stored());
    fireEvent.click(digest());
    await waitFor(() => expect(digest().checked).toBe(true));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sent(fetch).body).toEqual({ digest: true });
    answer(jsonResponse(stored({ digest: true })));
  });

  it('picking interests sends the whole list each time, one change after another, in order', async () => {
    const { fetch, answer } = heldFetch();
    const client = show(stored());
    fireEvent.click(chip('Tech'));
    await waitFor(() => expect(chip('Tech').checked).toBe(true));
    fireEvent.click(chip('Music'));
    // Both shown at once; the second waits for the first's answer.
    await waitFor(() => expect(chip('Music').checked).toBe(false));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sent(fetch).body).toEqual({ interests: ['Music', 'Tech'] });
    answer(jsonResponse(stored({ interests: ['Music', 'Tech'] })));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    // The first answer is out of date already: what is shown stays the latest choice.
    expect(chip('Music').checked).toBe(false);
    expect(sent(fetch, 1).body).toEqual({ interests: ['Tech'] });
    answer(jsonResponse(stored({ interests: ['Tech'] })));
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(client.getQueryData(studentKeys.preferences)).toEqual(stored({ interests: ['Tech'] }));
  });

  it('takes a refused change back and says why in a toast', async () => {
    const { fetch, answer } = heldFetch();
    show(stored());
    fireEvent.click(reminders());
    await waitFor(() => expect(reminders().checked).toBe(false));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    answer(jsonResponse({ error: { code: 'FORBIDDEN', message: MSG.onlyStudentsPreferences } }, { status: 403 }));
    await waitFor(() => expect(reminders().checked).toBe(true));
    expect(await screen.findByText(MSG.onlyStudentsPreferences)).toBeTruthy();
  });

  it('when two quick changes both fail, shows what the server still holds', async () => {
    const { fetch, drop } = heldFetch();
    const client = show(stored());
    fireEvent.click(chip('Tech'));
    await waitFor(() => expect(chip('Tech').checked).toBe(true));
    fireEvent.click(chip('Sports'));
    await waitFor(() => expect(chip('Sports').checked).toBe(true));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    drop();
    // The second, still to be sent, stays shown (it holds the first's choice too).
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sent(fetch, 1).body).toEqual({ interests: ['Music', 'Tech', 'Sports'] });
    expect([chip('Tech').checked, chip('Sports').checked]).toEqual([true, true]);
    drop();
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(client.getQueryData(studentKeys.preferences)).toEqual(stored());
    expect([chip('Tech').checked, chip('Sports').checked, chip('Music').checked]).toEqual([false, false, true]);
    expect((await screen.findAllByText('The server could not be reached. Check your connection and try again.')).length).toBeGreaterThan(0);
  });

  it('sends nothing past the most interests a student may pick, and says so', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const tags = Array.from({ length: MAX_INTERESTS + 2 }, (_, i) => `Tag ${i + 1}`);
    show(stored({ interests: tags.slice(0, MAX_INTERESTS) }), tags);
    fireEvent.click(chip(`Tag ${MAX_INTERESTS + 1}`));
    expect(screen.getByText(`Pick at most ${MAX_INTERESTS} interests`).getAttribute('role')).toBe('alert');
    expect(chip(`Tag ${MAX_INTERESTS + 1}`).checked).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
