import { copyFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/support/test-app.ts';
import { startTestAppWithPages } from '../../../../test/support/web-root.ts';
import { accentScale, contrast, DEFAULT_CAMPUS_ACCENT } from '../../../domain/accent.ts';
import { buildOutboxMail } from '../../mail-builders.ts';
import { cardColours } from './og-image.ts';

// The campus's colour (CAMPUS_ACCENT) from its setting to the first paint.

let t: TestApp;

beforeAll(async () => {
  t = await startTestAppWithPages({ CAMPUS_ACCENT: '#C2255C' });
});
afterAll(async () => {
  await t?.close();
});

describe('CAMPUS_ACCENT', () => {
  it('is in the public configuration, written out in lower case', async () => {
    const res = await t.client().get('/api/config');
    expect(res.body.accent).toBe('#c2255c');
  });

  it("is the rendered page's primary colour, with its filled shade, before any script runs", async () => {
    const html = (await t.client().get('/')).text;
    const { shades, filled } = accentScale('#c2255c');
    expect(html).toContain(`--mantine-color-campus-${filled}: ${shades[filled]}`);
    expect(html).toContain('--mantine-primary-color-filled: var(--mantine-color-campus-filled)');
    expect(html).toContain(`--mantine-color-campus-filled: var(--mantine-color-campus-${filled})`);
    expect(shades[filled]).toBe('#c2255c');
  });
});

describe('the campus accent beyond the app', () => {
  const accent = '#c2255c';
  const pixel = async (png: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const i = (y * info.width + x) * 3;
    return `#${[data[i], data[i + 1], data[i + 2]].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
  };
  const bytes = async (path: string) => Buffer.from(await (await fetch(`${t.baseUrl}${path}`)).arrayBuffer());

  it('is the theme colour of every page and of the web app manifest', async () => {
    copyFileSync('public/manifest.webmanifest', path.join(t.ctx.config.webRoot!, 'manifest.webmanifest'));
    for (const url of ['/', '/login', '/account', '/index.html']) {
      const html = await (await fetch(`${t.baseUrl}${url}`)).text();
      expect(/<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1], url).toBe(accent);
    }
    const res = await fetch(`${t.baseUrl}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(((await res.json()) as { theme_color: string }).theme_color).toBe(accent);
  });

  it("is the colour of Quad's mark: the favicon, the logo and the installable app's icons", async () => {
    for (const file of ['/favicon.svg', '/logo.svg']) {
      const res = await fetch(`${t.baseUrl}${file}`);
      expect(res.headers.get('content-type'), file).toMatch(/^image\/svg\+xml/);
      const svg = await res.text();
      expect(svg, file).toContain(`fill="${accent}"`);
      expect(svg, file).not.toContain('#3b5bdb');
    }
    // Past the rounded corner, between the tiles: the accent.
    expect(await pixel(await bytes('/icons/icon-192.png'), 96, 6)).toBe(accent);
    expect(await pixel(await bytes('/icons/icon-512.png'), 256, 16)).toBe(accent);
    // The maskable icon is full bleed: its very corner is the accent.
    expect(await pixel(await bytes('/icons/maskable-512.png'), 0, 0)).toBe(accent);
    const icon = await fetch(`${t.baseUrl}/icons/icon-192.png`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('is the colour of the link previews without a photo', async () => {
    const png = await bytes('/og.png');
    const { top, bottom } = cardColours(accent);
    expect(top).toBe(accent);
    expect(await pixel(png, 1190, 2)).toBe(top);
    expect(await pixel(png, 1190, 627)).not.toBe('#1c2f8a');
    expect(contrast('#ffffff', bottom)).toBeGreaterThan(contrast('#ffffff', top));
  });

  it("is the colour of the e-mails' button and links", async () => {
    const mail = await buildOutboxMail('password-reset', { user: { email: 'asha@example.edu', name: 'Asha' }, url: 'http://x.test/reset' }, {
      publicUrl: 'http://x.test',
      campusName: 'Campus',
      accent: t.ctx.config.campusAccent,
      ticketEvent: async () => undefined,
    });
    expect(mail.html).toContain(`style="background:${accent};`);
    expect(mail.html).not.toContain('#3b5bdb');
    expect(mail.html).not.toContain(DEFAULT_CAMPUS_ACCENT);
  });
});
