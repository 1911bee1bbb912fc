import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../testing/accounts.ts';
import { createEventAs } from '../testing/events.ts';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

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
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 360 });

    const again = await fetch(new URL(res.body.url, t.baseUrl), { headers: { 'if-none-match': full.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('attaches an uploaded image to an event', async () => {
    const upload = await organizer.post('/api/images', form(await png(800, 450), 'a.png', 'image/png'));
    const event = await createEventAs(organizer, { imageId: upload.body.id });
    expect(event.imageUrl).toBe(`/images/${upload.body.id}`);
    expect(event.cardImageUrl).toBe(`/images/${upload.body.id}?size=card`);
  });

  it('answers 413 for a 6 MB upload and stores nothing', async () => {
    const before = await imageCount();
    const res = await organizer.post('/api/images', form(Buffer.alloc(6 * 1024 * 1024, 1), 'big.png', 'image/png'));
    expect(res.status).toBe(413);
    expect(await imageCount()).toBe(before);
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
