import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { Inbox } from '../../../domain/responses/announcements.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { inboxKeys } from '../../infrastructure/api/inbox.ts';
import { AccountButtons } from '../../app/AccountButtons.tsx';
import MobileMenu from '../../app/MobileMenu.tsx';
import { InboxPage } from './InboxPage.tsx';

const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };

type Item = Inbox['items'][number];
const item = (changes: Partial<Item> = {}): Item => ({
  id: 'i1',
  kind: 'announcement',
  subject: 'Room change',
  message: 'We moved to Hall B.\nSee you there!',
  eventId: 'e1',
  createdAt: '2025-05-01T10:00:00.000Z',
  readAt: null,
  ...changes,
});


/**
 * The server, as far as the inbox goes: GET answers `inbox` (all read once marked),
 * POST /api/me/inbox/read marks everything read.
 */
function inboxServer(inbox: Inbox) {
  let current = inbox;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/me/inbox/read' && init?.method === 'POST') {
      current = { items: current.items.map((i) => ({ ...i, readAt: i.readAt ?? '2025-05-03T09:00:00.000Z' })), unread: 0 };
      return jsonResponse({ unread: 0 });
    }
    if (url === '/api/me/inbox') return jsonResponse(current);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const markReadCalls = (fetch: ReturnType<typeof inboxServer>) => fetch.mock.calls.filter(([url]) => url === '/api/me/inbox/read');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the inbox page', () => {
  it('lists the messages newest first, unread ones marked New, then marks them all read', async () => {
    const inbox: Inbox = {
      items: [
        item({ id: 'i2', subject: 'Bring your laptop', message: 'Charged, please.', createdAt: '2025-05-02T18:30:00.000Z' }),
        item({ id: 'i1', readAt: '2025-05-01T12:00:00.000Z' }),
        item({ id: 'i0', subject: 'Welcome', message: 'Hello from Quad.', eventId: null, readAt: '2025-04-01T12:00:00.000Z' }),
      ],
      unread: 1,
    };
    const fetch = inboxServer(inbox);
    const client = testQueryClient({ session: student });
    renderInApp(<InboxPage />, { client, path: '/inbox' });

    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeTruthy();
    const articles = await screen.findAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual(['Bring your laptop', 'Room change', 'Welcome']);
    expect(within(articles[0]!).getByText('New')).toBeTruthy();
    expect(within(articles[1]!).queryByText('New')).toBeNull();
    expect(articles[0]!.textContent).toContain('Fri 2 May 2025 · 6:30 PM UTC');
    // Line breaks kept.
    expect(within(articles[1]!).getByText(/We moved to Hall B\./).textContent).toBe('We moved to Hall B.\nSee you there!');
    expect(within(articles[1]!).getByRole('link', { name: 'See the event' }).getAttribute('href')).toBe('/events/e1');
    expect(within(articles[2]!).queryByRole('link', { name: 'See the event' })).toBeNull();

    await waitFor(() => expect(markReadCalls(fetch)).toHaveLength(1));
    const [, init] = markReadCalls(fetch)[0]!;
    expect(init).toMatchObject({ method: 'POST', body: '{}' });
    // The badge's count follows; what was new stays marked while the page is open.
    await waitFor(() => expect(client.getQueryData<Inbox>(inboxKeys.all)?.unread).toBe(0));
    expect(within(screen.getAllByRole('article')[0]!).getByText('New')).toBeTruthy();
    expect(markReadCalls(fetch)).toHaveLength(1);
  });

  it('says so when there are no messages, and marks nothing', async () => {
    const fetch = inboxServer({ items: [], unread: 0 });
    renderInApp(<InboxPage />, { client: testQueryClient({ session: student }), path: '/inbox' });
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find events' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('article')).toBeNull();
    expect(markReadCalls(fetch)).toHaveLength(0);
  });
});

describe("the top bar's Inbox link", () => {
  /** The wide top bar's account part, with the inbox already read. */
  async function topBar(inbox: Inbox) {
    inboxServer(inbox);
    const client = testQueryClient({ session: student, queries: [[inboxKeys.all, inbox]] });
    renderInApp(<AccountButtons />, { client, path: '/about', mantineEnv: 'test' });
    return screen.findByRole('link', { name: /^Inbox/ });
  }

  it('names the unread count: "Inbox, 2 unread", with the count as a badge', async () => {
    const link = await topBar({ items: [item({ id: 'a' }), item({ id: 'b' })], unread: 2 });
    expect(link.getAttribute('aria-label')).toBe('Inbox, 2 unread');
    expect(screen.getByRole('link', { name: 'Inbox, 2 unread' }).getAttribute('href')).toBe('/inbox');
    expect(link.textContent).toBe('Inbox2');
  });

  it('is plain "Inbox", without a badge, when everything is read', async () => {
    const link = await topBar({ items: [item({ readAt: '2025-05-01T12:00:00.000Z' })], unread: 0 });
    expect(screen.getByRole('link', { name: 'Inbox' })).toBe(link);
    expect(link.textContent).toBe('Inbox');
  });

  it("is in the phone's menu too, with the same name", async () => {
    inboxServer({ items: [item()], unread: 1 });
    const client = testQueryClient({ session: student, queries: [[inboxKeys.all, { items: [item()], unread: 1 }]] });
    renderInApp(<MobileMenu opened onClose={() => {}} />, { client, path: '/about', mantineEnv: 'test' });
    const account = screen.getByRole('group', { name: 'Signed in as Asha Rao' });
    const link = within(account).getByRole('link', { name: 'Inbox, 1 unread' });
    expect(link.getAttribute('href')).toBe('/inbox');
  });
});
