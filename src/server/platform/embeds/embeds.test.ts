import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import { signUpOrganizer } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { dateFromToday } from '../../../../test/support/factories.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { eventHead } from '../pages/heads.ts';
import { renderHead } from '../pages/head.ts';
import { presentEvent } from '../../events/events/presenters.ts';
import { findPublicEvent } from '../../events/events/queries.ts';

const PUBLIC_URL = 'http://127.0.0.1:3000';

let t: TestApp;
let club: HttpClient;
let clubId: string;
let clubName: string;
let event: { id: string; name: string };
let other: { id: string; name: string };
beforeAll(async () => {
  t = await startTestApp();
  club = t.client();
  const signedUp = await signUpOrganizer(club, { name: 'Robotics <Club> & Co' });
  clubId = signedUp.user.organizerId ?? signedUp.user.id;
  clubName = signedUp.input.name;
  event = await createEventAs(club, { name: 'Drone "Race" <night>', date: dateFromToday(2) });
  const another = t.client();
  await signUpOrganizer(another);
  other = await createEventAs(another, { name: 'Chess Evening' });
});
afterAll(async () => t?.close());

/** The content security policy's frame-ancestors directive, if any. */
const frameAncestors = (headers: Headers) => /frame-ancestors ([^;]+)/.exec(headers.get('content-security-policy') ?? '')?.[1]?.trim();

describe('GET /embed/organizers/:id', () => {
  it('lists the club’s upcoming events as a page any site may frame', async () => {
    const res = await t.client().get(`/embed/organizers/${clubId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(frameAncestors(res.headers)).toBe('*');
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.text).toContain(`href="${PUBLIC_URL}/events/${event.id}" target="_blank" rel="noopener"`);
    // Names are escaped, never markup.
    expect(res.text).toContain('Drone &quot;Race&quot; &lt;night&gt;');
    expect(res.text).not.toContain('<night>');
    expect(res.text).not.toContain(other.name);
    expect(res.text).toContain("type:'quad:embed-height'");
    // No app bundle: the page stands alone.
    expect(res.text).not.toMatch(/<script[^>]+src=/);
    expect(res.text).not.toContain('<link');
  });

  it('allows its own inline script by hash and nothing else', async () => {
    const res = await t.client().get(`/embed/organizers/${clubId}`);
    const policy = res.headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("default-src 'none'");
  });

  it('answers 404 for an unknown club, and that answer may not be framed', async () => {
    const res = await t.client().get('/embed/organizers/no-such-club');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(MSG.organizerNotFound);
    expect(frameAncestors(res.headers)).toBe("'none'");
  });
});

describe('GET /embed/events', () => {
  it('lists upcoming events filtered as the listing’s address says', async () => {
    const res = await t.client().get(`/embed/events?name=${encodeURIComponent('chess')}`);
    expect(res.status).toBe(200);
    expect(frameAncestors(res.headers)).toBe('*');
    expect(res.text).toContain('Chess Evening');
    expect(res.text).not.toContain('Drone');
  });

  it('says so when nothing matches', async () => {
    const res = await t.client().get('/embed/events?name=nothing-matches-this');
    expect(res.status).toBe(200);
    expect(res.text).toContain('No upcoming events right now.');
  });

  it('answers 400 with the catalogue message for a bad filter', async () => {
    const res = await t.client().get('/embed/events?date=tomorrow');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please enter a valid date (YYYY-MM-DD)');
    const tag = await t.client().get('/embed/events?tag=not-a-campus-tag');
    expect(tag.status).toBe(400);
  });
});

describe('GET /embed/events/:id and /embed.js', () => {
  it('shows one event, and 404 for an unknown one', async () => {
    const res = await t.client().get(`/embed/events/${event.id}`);
    expect(res.status).toBe(200);
    expect(frameAncestors(res.headers)).toBe('*');
    expect(res.text).toContain('Drone &quot;Race&quot;');
    expect((await t.client().get('/embed/events/unknown')).status).toBe(404);
  });

  it('serves the snippet’s script to other sites', async () => {
    const res = await t.client().get('/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.text).toContain('event.origin !== origin');
  });
});

describe('every other page refuses framing', () => {
  it.each(['/api/events', '/api/health', `/api/organizers/${'x'}/calendar.ics`, '/robots.txt', '/embedx'])('%s', async (path) => {
    const res = await t.client().get(path);
    expect(frameAncestors(res.headers)).toBe("'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('GET /api/oembed', () => {
  const oembed = (url: string, extra = '') => t.client().get(`/api/oembed?url=${encodeURIComponent(url)}${extra}`);

  it('answers a rich oEmbed for an event page', async () => {
    const res = await oembed(`${PUBLIC_URL}/events/${event.id}`, '&format=json');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: '1.0',
      type: 'rich',
      title: event.name,
      author_name: clubName,
      provider_name: 'Quad · Quad Campus',
      thumbnail_url: `${PUBLIC_URL}/events/${event.id}/og.png`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
      width: 480,
      height: 120,
    });
    expect(res.body.html).toContain(`<iframe src="${PUBLIC_URL}/embed/events/${event.id}"`);
    expect(res.body.html).toContain('title="Drone &quot;Race&quot; &lt;night&gt;"');
  });

  it('keeps within maxwidth and maxheight', async () => {
    const res = await oembed(`${PUBLIC_URL}/events/${event.id}`, '&maxwidth=300&maxheight=90');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ width: 300, height: 90 });
    expect(res.body.html).toContain('width="300" height="90"');
  });

  it('answers 501 for the XML format, as the specification says', async () => {
    const res = await oembed(`${PUBLIC_URL}/events/${event.id}`, '&format=xml');
    expect(res.status).toBe(501);
    expect(res.body.error.message).toBe(MSG.oembedJsonOnly);
  });

  it('answers 400 for another site’s address, or no address', async () => {
    for (const url of [`https://example.org/events/${event.id}`, 'not a url']) {
      const res = await oembed(url);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(MSG.oembedNotOurs);
    }
    expect((await t.client().get('/api/oembed')).status).toBe(400);
  });

  it('answers 404 for an unknown event or a page that is not an event', async () => {
    for (const url of [`${PUBLIC_URL}/events/unknown`, `${PUBLIC_URL}/about`]) {
      const res = await oembed(url);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(MSG.eventNotFound);
    }
  });

  it('is announced in the event page’s head', async () => {
    const row = await findPublicEvent(t.ctx.db, event.id);
    const head = renderHead(eventHead(t.ctx, presentEvent(row!, { campus: 'en' })));
    const href = `${PUBLIC_URL}/api/oembed?url=${encodeURIComponent(`${PUBLIC_URL}/events/${event.id}`)}&amp;format=json`;
    expect(head).toContain(`<link rel="alternate" type="application/json+oembed" href="${href}"`);
  });
});

describe('GET /api/organizers/:id/calendar.ics', () => {
  it('is the club’s upcoming events as iCalendar', async () => {
    const res = await t.client().get(`/api/organizers/${clubId}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.text).toContain('BEGIN:VCALENDAR');
    expect(res.text).toContain(`UID:${event.id}@quad`);
    expect(res.text).not.toContain(`UID:${other.id}@quad`);
    expect(res.text).toContain(`X-WR-CALNAME:${clubName.replace(/[,;]/g, (c) => `\\${c}`)} · Quad`);
  });

  it('answers 404 for an unknown club', async () => {
    const res = await t.client().get('/api/organizers/no-such-club/calendar.ics');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(MSG.organizerNotFound);
  });
});
