import { withOnDemandHosts } from '../../../../test/support/on-demand-hosts.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { MSG } from '../../../domain/messages.ts';
import type { AnnouncementList as AnnouncementListAnswer } from '../../../domain/responses/announcements.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { OnDemandHosts } from '../../infrastructure/components/on-demand-hosts.tsx';
import { announcementKeys, DELIVERY_REFRESH_MS } from './api.ts';
import { sentTo } from './AnnouncementForm.tsx';
import { deliveryWords } from './AnnouncementList.tsx';
import { AnnouncementsPanel } from './AnnouncementsPanel.tsx';

type Sent = AnnouncementListAnswer['announcements'][number];

const sent = (changes: Partial<Sent> = {}): Sent => ({
  id: 'a1',
  subject: 'Room change',
  message: 'We moved to Hall B.\nSee you there!',
  includeWaitlist: false,
  recipients: 3,
  createdAt: '2025-05-01T10:00:00.000Z',
  delivery: { delivered: 3, pending: 0, failed: 0 },
  ...changes,
});


/** The panel for event e1, with its announcements already read (or fetched, when left out). */
function show(list?: Sent[]) {
  const client = testQueryClient({ queries: list ? [[announcementKeys.forEvent('e1'), { announcements: list }]] : [] });
  renderInApp(
    <>
      <OnDemandHosts />
      <AnnouncementsPanel eventId="e1" />
    </>,
    { client, mantineEnv: 'test' },
  );
  return client;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send announcement' }));

withOnDemandHosts();
afterEach(() => {
  vi.useRealTimers();
});

describe('the announcement form', () => {
  it('is a section headed "Announcements" with Subject, Message, the waitlist choice and Send', () => {
    show([]);
    const section = screen.getByRole('region', { name: 'Announcements' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Announcements' })).toBeTruthy();
    expect(field('Subject').tagName).toBe('INPUT');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('checkbox', { name: 'Also send to the waitlist' })).toBeTruthy();
    expect(screen.getByText('No announcements sent yet.')).toBeTruthy();
  });

  it('says what is missing on an empty submit, and sends nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    show([]);
    send();
    expect(screen.getByRole('alert').textContent).toContain(MSG.fillAllFields);
    expect(field('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not check a field when it loses focus, only on submit', () => {
    show([]);
    fireEvent.focus(field('Subject'));
    fireEvent.blur(field('Subject'));
    expect(field('Subject').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the trimmed announcement, toasts who it reached, clears the form and lists it', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? jsonResponse({ id: 'a1', recipients: 3 }, { status: 201 }) : jsonResponse({ announcements: [sent()] }),
    );
    vi.stubGlobal('fetch', fetch);
    show([]);
    type('Subject', '  Room change ');
    type('Message', 'We moved to Hall B.\nSee you there!');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Also send to the waitlist' }));
    send();

    expect(await screen.findByText(MSG.announcementSent, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Sent to 3 students')).toBeTruthy();
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(url).toBe('/api/events/e1/announcements');
    expect(JSON.parse(String(init!.body))).toEqual({ subject: 'Room change', message: 'We moved to Hall B.\nSee you there!', includeWaitlist: true });
    await waitFor(() => expect(field('Subject').value).toBe(''));
    expect(field('Message').value).toBe('');
    expect((screen.getByRole('checkbox', { name: 'Also send to the waitlist' }) as HTMLInputElement).checked).toBe(false);
    // The list is asked for again, and shows it.
    expect(await screen.findByRole('heading', { level: 4, name: 'Room change' })).toBeTruthy();
    expect(screen.getByText('Delivered to 3 of 3')).toBeTruthy();
  });

  it("shows the server's answer, the daily limit's included, and keeps what was typed", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ error: { code: 'TOO_MANY_ANNOUNCEMENTS', message: MSG.announcementLimit } }, { status: 429 })));
    show([]);
    type('Subject', 'One more');
    type('Message', 'Sorry for all the mail.');
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(MSG.announcementLimit));
    expect(field('Subject').value).toBe('One more');
  });
});

describe('the sent announcements', () => {
  it('lists each with its subject, date, message and delivery in words', () => {
    show([
      sent({ id: 'a2', subject: 'Bring your laptop', recipients: 4, includeWaitlist: true, delivery: { delivered: 1, pending: 2, failed: 1 }, createdAt: '2025-05-02T18:30:00.000Z' }),
      sent(),
    ]);
    const list = screen.getByRole('list', { name: 'Sent announcements' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 4 }).textContent).toBe('Bring your laptop');
    expect(items[0]!.textContent).toContain('Sent Fri 2 May 2025 · 6:30 PM UTC · also to the waitlist');
    expect(within(items[0]!).getByText('Delivered to 1 of 4')).toBeTruthy();
    expect(within(items[0]!).getByText('2 waiting')).toBeTruthy();
    expect(within(items[0]!).getByText('1 failed')).toBeTruthy();
    expect(within(items[1]!).getByText('Delivered to 3 of 3')).toBeTruthy();
    expect(items[1]!.textContent).not.toMatch(/waiting|failed/);
    expect(within(items[1]!).getByText(/We moved to Hall B\.\s+See you there!/).textContent).toBe('We moved to Hall B.\nSee you there!');
    expect(within(items[1]!).getByText('2025', { exact: false, selector: 'time' }).getAttribute('datetime')).toBe('2025-05-01T10:00:00.000Z');
  });

  it('cuts a long message to a few lines until "Show more"', () => {
    const long = ['One', 'Two', 'Three', 'Four', 'Five'].join('\n');
    show([sent({ message: long }), sent({ id: 'a0', subject: 'Short', message: 'Just this.' })]);
    const [first, second] = within(screen.getByRole('list', { name: 'Sent announcements' })).getAllByRole('listitem');
    const more = within(first!).getByRole('button', { name: 'Show more of “Room change”' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const message = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(message.textContent).toBe(long);
    expect(message.hasAttribute('data-line-clamp')).toBe(true);
    fireEvent.click(more);
    const less = within(first!).getByRole('button', { name: 'Show less of “Room change”' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(message.hasAttribute('data-line-clamp')).toBe(false);
    expect(within(second!).queryByRole('button')).toBeNull();
  });

  it('words the delivery', () => {
    const words = (recipients: number, delivered: number, pending: number, failed: number) =>
      deliveryWords({ recipients, delivery: { delivered, pending, failed } }).map((p) => p.text).join(' · ');
    expect(words(3, 3, 0, 0)).toBe('Delivered to 3 of 3');
    expect(words(3, 0, 3, 0)).toBe('Delivered to 0 of 3 · 3 waiting');
    expect(words(3, 1, 1, 1)).toBe('Delivered to 1 of 3 · 1 waiting · 1 failed');
    expect(words(0, 0, 0, 0)).toBe('No recipients');
  });

  it('words the delivery and who it reached in Hindi', () => {
    const hi = translatorFor('hi');
    expect(deliveryWords({ recipients: 3, delivery: { delivered: 1, pending: 1, failed: 1 } }, hi).map((p) => p.text)).toEqual(['3 में से 1 तक पहुँची', '1 बाकी', '1 फ़ेल']);
    expect(sentTo(1, hi)).toBe('1 स्टूडेंट को भेजा');
    expect(sentTo(2, hi)).toBe('2 स्टूडेंट्स को भेजा');
  });

  it('asks again every 10 s while an e-mail is waiting, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      { announcements: [sent({ delivery: { delivered: 2, pending: 1, failed: 0 } })] },
      { announcements: [sent()] },
    ];
    const fetch = vi.fn(async () => jsonResponse(answers.shift() ?? { announcements: [sent()] }));
    vi.stubGlobal('fetch', fetch);
    show();
    expect(await screen.findByText('1 waiting')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/events/e1/announcements', expect.objectContaining({ method: 'GET' }));
    await vi.advanceTimersByTimeAsync(DELIVERY_REFRESH_MS);
    expect(await screen.findByText('Delivered to 3 of 3')).toBeTruthy();
    expect(screen.queryByText('1 waiting')).toBeNull();
    await vi.advanceTimersByTimeAsync(3 * DELIVERY_REFRESH_MS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
