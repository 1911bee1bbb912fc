import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/support/web.tsx';
import { apiCreate } from './client.ts';

/** The server, as `fetch` reaches it: each POST is kept with its Idempotency-Key, and answered by `answer`. */
function fakeServer(answer: (n: number) => Response | Promise<Response>) {
  const sent: { path: string; key: string | undefined }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    sent.push({ path, key: (init.headers as Record<string, string>)['idempotency-key'] });
    return answer(sent.length);
  }));
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('creates are sent once per submission', () => {
  it('the same submission sent twice while it runs (a double click) is one request, and both get its answer', async () => {
    let release!: () => void;
    const sent = fakeServer(() => new Promise((resolve) => (release = () => resolve(jsonResponse({ id: 'e1' }, 201)))));
    const first = apiCreate('/api/events', { name: 'Robot Night' });
    const second = apiCreate('/api/events', { name: 'Robot Night' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    release();
    expect(await first).toEqual({ id: 'e1' });
    expect(await second).toEqual({ id: 'e1' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sent again after no answer, it carries the same key; once answered, the next submission has a new key', async () => {
    const sent = fakeServer((n) => {
      if (n === 1) throw new TypeError('Failed to fetch');
      return jsonResponse({ id: `a${n}` }, 201);
    });
    const body = { subject: 'Room change', message: 'Hall B' };
    await expect(apiCreate('/api/events/e1/announcements', body)).rejects.toMatchObject({ status: 0 });
    expect(await apiCreate('/api/events/e1/announcements', body)).toEqual({ id: 'a2' });
    expect(await apiCreate('/api/events/e1/announcements', body)).toEqual({ id: 'a3' });
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[2]!.key).not.toBe(sent[1]!.key);
  });

  it('another body is another submission, with its own key', async () => {
    const sent = fakeServer(() => jsonResponse({}, 201));
    await Promise.all([apiCreate('/api/feedback', { rating: 5, comments: 'a' }), apiCreate('/api/feedback', { rating: 4, comments: 'a' })]);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).not.toBe(sent[1]!.key);
  });
});
