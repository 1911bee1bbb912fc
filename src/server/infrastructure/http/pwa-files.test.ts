import { copyFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/support/test-app.ts';
import { startTestAppWithPages } from '../../../../test/support/web-root.ts';
import { DEFAULT_CAMPUS_ACCENT } from '../../../domain/accent.ts';
import { COLOR_SCHEME_SCRIPT } from '../../platform/pages/color-scheme.ts';

// The installable app: what the server sends for the manifest and the service
// worker, and that every HTML page it sends links them. The built files are stood in for by
// public/ (the manifest and icons, as the build copies them) and two small scripts.
let t: TestApp;

beforeAll(async () => {
  t = await startTestAppWithPages({});
  const webRoot = t.ctx.config.webRoot!;
  copyFileSync('public/manifest.webmanifest', path.join(webRoot, 'manifest.webmanifest'));
  cpSync('public/icons', path.join(webRoot, 'icons'), { recursive: true });
  writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(path.join(webRoot, 'workbox-d0e758bb.js'), 'define([], () => {});\n');
  // The build sends larger files precompressed (scripts/compress-web.mjs).
  writeFileSync(path.join(webRoot, 'sw.js.br'), brotliCompressSync(readFileSync(path.join(webRoot, 'sw.js'))));
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => fetch(`${t.baseUrl}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
const themeColorOf = (html: string) => /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];

describe('the web app manifest', () => {
  it('is served as application/manifest+json and meets the install criteria', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as { icons: { src: string; sizes: string; purpose: string }[] } & Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Quad', short_name: 'Quad', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.theme_color).toBe(themeColorOf(readFileSync('index.html', 'utf8')));
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = await get(icon.src);
      expect(png.headers.get('content-type'), icon.src).toBe('image/png');
      const { width, height } = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
});

describe('the service worker', () => {
  it('and its Workbox runtime are checked at every visit, as scripts', async () => {
    for (const url of ['/sw.js', '/workbox-d0e758bb.js']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
    }
    expect((await get('/sw.js')).headers.get('content-encoding')).toBe('br');
    // Other files keep their hour.
    expect((await get('/icons/icon-192.png')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('may run and read the manifest under the content security policy', async () => {
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('the offline fallback', () => {
  it('is the app’s shell as the server sends it, colour scheme first, checked at every visit', async () => {
    const res = await get('/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain(`<script>${COLOR_SCHEME_SCRIPT}</script>`);
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('every HTML page', () => {
  it('links the manifest and the theme colour, and carries the colour scheme it was rendered with, rendered by the server or left to the app', async () => {
    // The home and About pages are rendered; an account page is the shell; an unknown event is the 404 page.
    for (const [url, status] of [['/', 200], ['/about', 200], ['/login', 200], ['/account', 200], ['/1RV22CS001/profile', 404], ['/manage-event/x', 404], ['/index.html', 200], ['/events/nope', 404]] as const) {
      const res = await get(url);
      expect(res.status, url).toBe(status);
      const html = await res.text();
      expect(html, url).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(themeColorOf(html), url).toBe(DEFAULT_CAMPUS_ACCENT);
      // Mantine's colours apply under this attribute only: without it (no JavaScript) buttons and inputs are transparent.
      expect(/<html[^>]*>/.exec(html)?.[0], url).toMatch(/ data-mantine-color-scheme="light"/);
    }
  });
});
