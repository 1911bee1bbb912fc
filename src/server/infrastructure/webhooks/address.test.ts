import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedWebhookUrl, isPublicAddress } from './address.ts';
import { postWebhook } from './transport.ts';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '10.0.0.8', '172.16.5.4', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
    '::1', '::', 'fe80::1', 'fd00::1', 'fc12::3', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '64:ff9b::a00:1', '2002:c0a8:101::1', '2001:db8::1', 'fe80::1%eth0',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2a00:1450:4001:80b::200e'])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses what is not an address', () => {
    expect(isPublicAddress('example.com')).toBe(false);
  });
});

describe('isAllowedWebhookUrl', () => {
  it('takes https to a public name or address only', () => {
    expect(isAllowedWebhookUrl('https://hooks.example.com/quad', false)).toBe(true);
    expect(isAllowedWebhookUrl('https://8.8.8.8/quad', false)).toBe(true);
    for (const url of ['http://hooks.example.com/quad', 'https://localhost/x', 'https://printer.local/x', 'https://intranet/x', 'https://10.0.0.1/x', 'https://[fd00::1]/x', 'nonsense']) {
      expect(isAllowedWebhookUrl(url, false), url).toBe(false);
    }
  });

  it('with WEBHOOK_ALLOW_PRIVATE takes http and private addresses too', () => {
    expect(isAllowedWebhookUrl('http://127.0.0.1:8080/x', true)).toBe(true);
    expect(isAllowedWebhookUrl('ftp://127.0.0.1/x', true)).toBe(false);
  });
});

describe('postWebhook', () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits++;
      if (req.url === '/redirect') {
        res.writeHead(302, { location: '/elsewhere' });
        return res.end();
      }
      if (req.url === '/big') {
        res.writeHead(200);
        return res.end(Buffer.alloc(1024 * 1024, 97));
      }
      if (req.url === '/slow') return;
      res.writeHead(204);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const post = (path: string, allowPrivate = true, host = '127.0.0.1') =>
    postWebhook({ url: `http://${host}:${port}${path}`, headers: {}, body: '{}', timeoutMs: 1000, allowPrivate });

  it('resolves with a 2xx and does not follow a redirect', async () => {
    expect(await post('/ok')).toBe(204);
    const before = hits;
    await expect(post('/redirect')).rejects.toMatchObject({ status: 302 });
    expect(hits).toBe(before + 1);
  });

  it('reads a bounded answer and gives up on one that never comes', async () => {
    expect(await post('/big')).toBe(200);
    await expect(post('/slow')).rejects.toThrow(/no answer within 1000 ms/);
  });

  it('refuses a name that resolves to a private address, checked at delivery', async () => {
    await expect(postWebhook({ url: `https://localhost:${port}/ok`, headers: {}, body: '{}', timeoutMs: 1000, allowPrivate: false })).rejects.toThrow(/not a public address/);
    await expect(postWebhook({ url: `https://127.0.0.1:${port}/ok`, headers: {}, body: '{}', timeoutMs: 1000, allowPrivate: false })).rejects.toThrow(/not a public address/);
    await expect(post('/ok', false)).rejects.toThrow(/only https/);
  });
});
