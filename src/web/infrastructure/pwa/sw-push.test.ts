// The service worker's push handlers (public/sw-push.js), run as the worker runs them:
// the script evaluated against a worker's globals, its events dispatched as the browser would.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import type { PushNotice } from '../../../domain/push.ts';

type Listener = (event: any) => void;

function worker(windows: { url: string; focus: () => Promise<unknown>; navigate: (url: string) => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: any }[] = [];
  const opened: string[] = [];
  const self = {
    addEventListener: (type: string, fn: Listener) => listeners.set(type, fn),
    location: new URL('https://events.example.edu/sw.js'),
    registration: { showNotification: async (title: string, options: unknown) => void shown.push({ title, options }) },
    clients: { matchAll: async () => windows, openWindow: async (url: string) => void opened.push(url) },
  };
  vm.runInNewContext(readFileSync('public/sw-push.js', 'utf8'), { self, URL, Object, Array });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { shown, opened, dispatch };
}

const notice: PushNotice = {
  title: 'In 1 hour: Robotics Night', body: 'December 5, 2026 at 6:30 PM, Main Hall', url: '/tickets/r1', icon: '/icons/icon-192.png', tag: 'row1',
  actions: [{ action: 'ticket', title: 'Show ticket', url: '/tickets/r1' }],
};
const pushOf = (value: unknown) => ({ data: { json: () => (typeof value === 'string' ? JSON.parse(value) : value) } });

describe('the service worker and push messages', () => {
  it('shows the notice: title, body, the club icon, its tag, and Show ticket', async () => {
    const sw = worker();
    await sw.dispatch('push', pushOf(notice));
    expect(sw.shown).toEqual([{
      title: notice.title,
      options: expect.objectContaining({ body: notice.body, icon: '/icons/icon-192.png', tag: 'row1', actions: [{ action: 'ticket', title: 'Show ticket' }] }),
    }]);
  });

  it('shows nothing for a message that is not a notice', async () => {
    const sw = worker();
    await sw.dispatch('push', pushOf('"hello"'));
    await sw.dispatch('push', { data: null });
    await sw.dispatch('push', { data: { json: () => { throw new SyntaxError('not JSON'); } } });
    expect(sw.shown).toEqual([]);
  });

  it("a tap opens the notice's page, the action its own, in an open window of the app when there is one; never another site", async () => {
    const sw = worker();
    await sw.dispatch('push', pushOf({ ...notice, url: '/events/e1' }));
    const data = sw.shown[0]!.options.data;
    const close = vi.fn();
    await sw.dispatch('notificationclick', { action: '', notification: { data, close } });
    await sw.dispatch('notificationclick', { action: 'ticket', notification: { data, close } });
    expect(sw.opened).toEqual(['https://events.example.edu/events/e1', 'https://events.example.edu/tickets/r1']);
    expect(close).toHaveBeenCalledTimes(2);

    const navigate = vi.fn(async () => undefined);
    const open = { url: 'https://events.example.edu/', focus: async () => open, navigate };
    const withWindow = worker([open]);
    await withWindow.dispatch('notificationclick', { action: '', notification: { data, close } });
    expect(navigate).toHaveBeenCalledWith('https://events.example.edu/events/e1');
    expect(withWindow.opened).toEqual([]);

    const elsewhere = worker();
    await elsewhere.dispatch('notificationclick', { action: '', notification: { data: { url: 'https://attacker.test/' }, close } });
    expect(elsewhere.opened).toEqual([]);
  });
});
