import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import type { TestApp } from '../../../../test/support/test-app.ts';
import { startTestAppWithPages } from '../../../../test/support/web-root.ts';
import { dateFromToday } from '../../../../test/support/factories.ts';

let t: TestApp;
let club: HttpClient;
let clubId: string;
const PUBLIC = 'https://events.example.edu';

beforeAll(async () => {
  t = await startTestAppWithPages({ PUBLIC_URL: PUBLIC, CAMPUS_TIME_ZONE: 'Asia/Kolkata', CAMPUS_NAME: 'Hill Campus' });
  club = t.client();
  const signedUp = await signUpOrganizer(club, { name: 'Astro & <Co> Club' });
  clubId = signedUp.user.organizerId ?? signedUp.user.id;
});
afterAll(async () => {
  await t?.close();
});

const meta = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
};
const jsonLd = (html: string) => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!);
};

describe('GET /events/:id', () => {
  it('is an HTML page with the name as <h1>, link-preview tags and schema.org Event data', async () => {
    const event = await createEventAs(club, { name: 'Star Party "Night" <Live>', date: '2027-01-12', time: '18:30', venue: 'Rooftop Observatory', description: 'Telescopes, cocoa and a guided tour of the winter sky.', capacity: 40 });
    const res = await t.client().get(`/events/${event.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = res.text;
    // Escaped everywhere: the name can hold quotes and angle brackets.
    expect(html).toContain('<h1>Star Party &quot;Night&quot; &lt;Live&gt;</h1>');
    expect(html).not.toContain('<Live>');
    expect(html).toMatch(/<title>Star Party &quot;Night&quot; &lt;Live&gt; · Astro &amp; &lt;Co&gt; Club · Quad<\/title>/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'description')).toMatch(/^Tue 12 Jan 2027 · 6:30 PM IST at Rooftop Observatory, by Astro &amp; &lt;Co&gt; Club\. Telescopes/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC}/events/${event.id}" />`);
    expect(meta(html, 'og:type')).toBe('event');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC}/events/${event.id}`);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC}/events/${event.id}/og.png`);
    expect(meta(html, 'og:title')).toContain('Star Party');
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');

    const data = jsonLd(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Star Party "Night" <Live>',
      startDate: '2027-01-12T18:30:00+05:30',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Rooftop Observatory', address: 'Rooftop Observatory, Hill Campus' },
      image: [`${PUBLIC}/events/${event.id}/og.png`],
      organizer: { '@type': 'Organization', name: 'Astro & <Co> Club', url: `${PUBLIC}/${clubId}/dashboard` },
      offers: { '@type': 'Offer', price: 0, availability: 'https://schema.org/InStock', url: `${PUBLIC}/events/${event.id}` },
    });
    // A `<` inside the JSON cannot end the script early.
    expect(html).toContain('\\u003cLive>');
  });

  it('keeps past events, follows edits at once, and answers a real 404 for unknown or deleted events', async () => {
    const event = await createEventAs(club, { name: 'Alumni Talk' });
    const moved = await club.patch(`/api/events/${event.id}`, { name: 'Alumni Talk, moved', date: dateFromToday(-2) });
    expect(moved.status).toBe(200);
    const past = await t.client().get(`/events/${event.id}`);
    expect(past.status).toBe(200);
    expect(past.text).toContain('<h1>Alumni Talk, moved</h1>');
    expect(jsonLd(past.text).offers.availability).toBe('https://schema.org/SoldOut');

    expect((await club.delete(`/api/events/${event.id}`)).status).toBe(204);
    const gone = await t.client().get(`/events/${event.id}`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toContain('text/html');
    expect(gone.text).toContain('<title>Page not found · Quad</title>');

    for (const id of ['no-such-event', 'x'.repeat(600), '..%2F..%2Fetc']) {
      const res = await t.client().get(`/events/${id}`);
      expect(res.status, id).toBe(404);
    }
    // The app's other pages still arrive as the app (200).
    expect((await t.client().get('/about')).status).toBe(200);
    // A NUL byte is refused before any route runs (http/input-guard.ts).
    expect((await t.client().get('/events/%00')).status).toBe(400);
  });
});

describe('GET /events/:id/og.png', () => {
  it('is a 1200×630 PNG, drawn on the campus colours or cut from the event’s own image', async () => {
    const plain = await createEventAs(club, { name: 'Poetry Evening' });
    const res = await fetch(`${t.baseUrl}/events/${plain.id}/og.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const drawn = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([drawn.format, drawn.width, drawn.height]).toEqual(['png', 1200, 630]);

    const poster = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#aa3311' } }).png().toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(poster)], { type: 'image/png' }), 'poster.png');
    const upload = await club.post('/api/images', form);
    expect(upload.status).toBe(201);
    const withImage = await createEventAs(club, { name: 'Poster Night', imageId: upload.body.id });
    const photo = await fetch(`${t.baseUrl}/events/${withImage.id}/og.png`);
    const bytes = Buffer.from(await photo.arrayBuffer());
    const cut = await sharp(bytes).metadata();
    expect([cut.format, cut.width, cut.height]).toEqual(['png', 1200, 630]);
    // Small enough for chat apps' previews.
    expect(bytes.length).toBeLessThan(600_000);

    expect((await fetch(`${t.baseUrl}/events/no-such-event/og.png`)).status).toBe(404);
  });

  it('draws no box for an emoji its fonts cannot draw: the card is the one without it', async () => {
    const fields = { date: '2027-02-03', time: '17:00', venue: 'Hall B' };
    const pixels = async (name: string) => {
      const event = await createEventAs(club, { ...fields, name });
      const png = Buffer.from(await (await fetch(`${t.baseUrl}/events/${event.id}/og.png`)).arrayBuffer());
      return sharp(png).raw().toBuffer();
    };
    const plain = await pixels('Chess Club Night');
    expect((await pixels('Chess Club ♟️🔥 Night')).equals(plain)).toBe(true);
    expect((await pixels('Chess Club 🇮🇳 Night 👨‍👩‍👧')).equals(plain)).toBe(true);
    // What it can draw is still drawn.
    expect((await pixels('Chess Club Nights')).equals(plain)).toBe(false);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists public event and club pages, and robots.txt names the sitemap and keeps account pages out', async () => {
    const event = await createEventAs(club, { name: 'Sitemap Fair' });
    const sitemap = await t.client().get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    expect(sitemap.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(sitemap.text).toContain(`<loc>${PUBLIC}/events/${event.id}</loc>`);
    expect(sitemap.text).toContain(`<loc>${PUBLIC}/${clubId}/dashboard</loc>`);
    expect(sitemap.text).not.toMatch(/profile|account|login/);

    const robots = await t.client().get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /account');
    expect(robots.text).toContain('Disallow: /tickets');
    expect(robots.text).not.toContain('Disallow: /login');
    expect(robots.text).toContain('Disallow: /api/');
  });
});
