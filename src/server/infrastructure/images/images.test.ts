import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { imageGate } from './service.ts';

let t: TestApp;
let organizer: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  organizer = t.client();
  await signUpOrganizer(organizer);
});
afterAll(async () => t?.close());

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } }).png().toBuffer();
}

function form(bytes: Buffer, filename: string, type: string) {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return data;
}

async function imageCount() {
  const row = await t.ctx.db.selectFrom('images').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/images', () => {
  it('stores a PNG as WebP (at most 1600 px wide) with a card-size version, served with immutable caching', async () => {
    const res = await organizer.post('/api/images', form(await png(2400, 1200), 'poster.png', 'image/png'));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), url: `/images/${res.body.id}` });

    const full = await fetch(new URL(res.body.url, t.baseUrl));
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect(full.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });

    const card = await fetch(new URL(`${res.body.url}?size=card`, t.baseUrl));
    // The card-size version is the whole image made smaller: its 2:1 shape is kept.
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 320 });

    const again = await fetch(new URL(res.body.url, t.baseUrl), { headers: { 'if-none-match': full.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('attaches an uploaded image to an event', async () => {
    const upload = await organizer.post('/api/images', form(await png(800, 450), 'a.png', 'image/png'));
    const event = await createEventAs(organizer, { imageId: upload.body.id });
    expect(event.imageUrl).toBe(`/images/${upload.body.id}`);
    expect(event.cardImageUrl).toBe(`/images/${upload.body.id}?size=card&v=2`);
    expect(event.imageAspect).toBeCloseTo(800 / 450, 3);
  });

  it('keeps a portrait poster whole at card size, and its event carries the aspect ratio', async () => {
    const upload = await organizer.post('/api/images', form(await png(1080, 1350), 'poster.png', 'image/png'));
    const event = await createEventAs(organizer, { imageId: upload.body.id });
    expect(event.imageAspect).toBeCloseTo(0.8, 3);
    const listed = (await t.client().get(`/api/events/${event.id}`)).body;
    expect(listed.imageAspect).toBeCloseTo(0.8, 3);
    const card = await fetch(new URL(String(event.cardImageUrl), t.baseUrl));
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 800 });
    const none = await createEventAs(organizer, {});
    expect(none.imageAspect).toBeNull();
  });

  it('makes a card stored as a crop (before cards kept the whole image) again from the full image, once', async () => {
    const upload = await organizer.post('/api/images', form(await png(1000, 2000), 'tall.png', 'image/png'));
    const crop = await sharp(await png(640, 360)).webp().toBuffer();
    await t.ctx.db.updateTable('images').set({ card_data: crop, card_version: 1 }).where('id', '=', upload.body.id).execute();
    const card = await fetch(new URL(`${upload.body.url}?size=card`, t.baseUrl));
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 800 });
    const row = await t.ctx.db.selectFrom('images').select('card_version').where('id', '=', upload.body.id).executeTakeFirstOrThrow();
    expect(row.card_version).toBe(2);
  });

  it('answers 413 for a 6 MB upload and stores nothing', async () => {
    const before = await imageCount();
    const res = await organizer.post('/api/images', form(Buffer.alloc(6 * 1024 * 1024, 1), 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'TOO_LARGE', message: 'The image is larger than 5 MB.' } });
    expect(await imageCount()).toBe(before);
  });

  it('answers 413 for a small file of too many pixels (16000 × 16000), and stores nothing', async () => {
    const bomb = await png(16000, 16000);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const before = await imageCount();
    const res = await organizer.post('/api/images', form(bomb, 'bomb.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: { code: 'TOO_LARGE', message: 'The image is larger than 50 megapixels.' } });
    expect(await imageCount()).toBe(before);
    // In the request's language, from the catalogue's template; the code stays.
    const kn = await organizer.post('/api/images', form(bomb, 'bomb.png', 'image/png'), { 'accept-language': 'kn' });
    expect(kn.body).toEqual({ error: { code: 'TOO_LARGE', message: 'ಇಮೇಜ್ 50 ಮೆಗಾಪಿಕ್ಸೆಲ್‌ಗಿಂತ ದೊಡ್ಡದಿದೆ.' } });
  });

  it('accepts a 48-megapixel phone photo (8064 × 6048)', async () => {
    const res = await organizer.post('/api/images', form(await png(8064, 6048), 'phone.png', 'image/png'));
    expect(res.status).toBe(201);
  });

  it('decodes one image at a time; the rest wait and succeed', async () => {
    const bytes = await png(3000, 2000);
    const results = await Promise.all(Array.from({ length: 6 }, () => organizer.post('/api/images', form(bytes, 'a.png', 'image/png'))));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(imageGate.limit).toBe(1);
    expect(imageGate.peak).toBe(1);
    expect(imageGate.active + imageGate.waiting).toBe(0);
  });

  it('answers 400 "one image at a time" for three files in one upload, and stores nothing', async () => {
    const bytes = await png(10, 10);
    const data = new FormData();
    for (const name of ['a.png', 'b.png', 'c.png']) data.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    const before = await imageCount();
    const res = await organizer.post('/api/images', data);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please upload one image at a time.');
    expect(await imageCount()).toBe(before);
  });

  describe('a malformed multipart body is a 400, never a 500, and stores nothing', () => {
    const boundary = 'quad-boundary';
    const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`;
    const cases: [string, string, (image: Buffer) => Buffer][] = [
      ['no boundary in the content type', 'multipart/form-data', (image) => Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)])],
      ['a part without its closing boundary', `multipart/form-data; boundary=${boundary}`, (image) => Buffer.concat([Buffer.from(head), image])],
      ['a part cut off in its headers', `multipart/form-data; boundary=${boundary}`, () => Buffer.from(head.slice(0, 40))],
      ['a part cut off mid-file', `multipart/form-data; boundary=${boundary}`, (image) => Buffer.concat([Buffer.from(head), image.subarray(0, 20)])],
    ];
    it.each(cases)('%s', async (_name, contentType, body) => {
      const before = await imageCount();
      const res = await organizer.post('/api/images', new Uint8Array(body(await png(40, 40))), { 'content-type': contentType });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: 'BAD_REQUEST', message: 'The upload is not a valid multipart form.' } });
      expect(await imageCount()).toBe(before);
    });
  });

  it('answers 415 for a text file renamed .png, and stores nothing', async () => {
    const before = await imageCount();
    const res = await organizer.post('/api/images', form(Buffer.from('just some text, not an image'), 'notes.png', 'image/png'));
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await imageCount()).toBe(before);
  });

  it('answers 415 for a JSON body and 400 without a file', async () => {
    expect((await organizer.post('/api/images', { file: 'x' })).status).toBe(415);
    const empty = new FormData();
    empty.append('note', 'no file here');
    expect((await organizer.post('/api/images', empty)).status).toBe(400);
  });

  it('refuses nobody (401) and students (403)', async () => {
    const bytes = await png(10, 10);
    expect((await t.client().post('/api/images', form(bytes, 'a.png', 'image/png'))).status).toBe(401);
    const student = t.client();
    await signUpStudent(student);
    expect((await student.post('/api/images', form(bytes, 'a.png', 'image/png'))).status).toBe(403);
  });

  it("refuses another organizer's image for an event", async () => {
    const upload = await organizer.post('/api/images', form(await png(20, 20), 'a.png', 'image/png'));
    const other = t.client();
    await signUpOrganizer(other);
    const res = await other.post('/api/events', { name: 'x', date: '2099-01-01', time: '10:00', venue: 'v', description: 'dd', type: 'Fest', imageId: upload.body.id });
    expect(res.status).toBe(400);
  });

  it('answers a JSON 404 for an unknown image', async () => {
    const res = await t.client().get('/images/unknown');
    expect(res.status).toBe(404);
  });
});
