import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { chooseEncoding, encoded, etagMatches, MIN_COMPRESS_BYTES, sharedBody } from './compression.ts';

let t: TestApp;

/** The raw answer, bytes as sent (fetch would decompress them). */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = httpRequest(new URL(path, t.baseUrl), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  t = await startTestApp();
  const club = t.client();
  await signUpOrganizer(club);
  for (let i = 0; i < 12; i++) await createEventAs(club, { name: `Compressed Evening ${i}` });
});
afterAll(async () => t?.close());

describe('API answers travel compressed', () => {
  it('sends brotli to a client that takes it, gzip to one that takes only gzip, plain to one that takes neither', async () => {
    const plain = await raw('/api/events');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(plain.body.toString());
    expect(json.events).toHaveLength(12);

    const br = await raw('/api/events', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(json);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);

    const gz = await raw('/api/events', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(json);

    expect((await raw('/api/events', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await raw('/api/events', { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers as they are', async () => {
    const health = await raw('/api/health', { 'accept-encoding': 'br' });
    expect(health.body.length).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the shared listing’s revalidation: a weak ETag on the compressed copy, still answered 304', async () => {
    const first = await raw('/api/events', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await raw('/api/events', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The same cached body, compressed once: the same bytes for the next visitor.
    expect((await raw('/api/events', { 'accept-encoding': 'br' })).body.equals(first.body)).toBe(true);
  });

  it('reads Accept-Encoding and If-None-Match as the RFCs say', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('BR;q=0.5')).toBe('br');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });

  it('compresses a shared body once, however many answers send it; a body made for one request each time', async () => {
    const shared = sharedBody(Buffer.from(JSON.stringify({ events: Array.from({ length: 50 }, (_, i) => ({ id: i, name: `Evening ${i}` })) })));
    const first = encoded(shared, 'br');
    expect(encoded(shared, 'br')).toBe(first);
    expect(encoded(shared, 'gzip')).not.toBe(first);
    const own = Buffer.from(shared);
    expect(encoded(own, 'br')).not.toBe(encoded(own, 'br'));
    expect(brotliDecompressSync(await first).equals(shared)).toBe(true);
  });
});
