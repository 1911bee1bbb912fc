import type { OutputInfo } from 'sharp';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { nowIso } from '../db/time.ts';
import { AppError } from '../http/errors.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
const FULL_WIDTH = 1600;
const CARD = { width: 640, height: 360 };

export const unsupportedImage = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please upload a JPEG, PNG, WebP or GIF image.');

/**
 * Decides the type from the bytes (never the file name), re-encodes to WebP at most
 * 1600 px wide plus a card-size version, and stores both in the database so any
 * server process can serve them. Anything that is not an accepted image stores nothing.
 */
export async function storeImage(db: Db, bytes: Buffer, uploaderId: string): Promise<string> {
  // Loaded at the first upload: libvips adds about 23 MB to every process's memory.
  const { default: sharp } = await import('sharp');
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    throw unsupportedImage();
  }
  if (!format || !ACCEPTED.has(format)) throw unsupportedImage();

  let full: { data: Buffer; info: OutputInfo };
  let card: Buffer;
  try {
    full = await sharp(bytes).rotate().resize({ width: FULL_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    card = await sharp(bytes).rotate().resize({ ...CARD, fit: 'cover' }).webp({ quality: 75 }).toBuffer();
  } catch {
    throw unsupportedImage();
  }

  const id = newId(20);
  await db
    .insertInto('images')
    .values({
      id, uploader_id: uploaderId, content_type: 'image/webp', width: full.info.width, height: full.info.height,
      data: full.data, card_data: card, created_at: nowIso(),
    })
    .execute();
  return id;
}

export async function loadImage(db: Db, id: string, size: 'full' | 'card'): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('images')
    .select(size === 'card' ? 'card_data as bytes' : 'data as bytes')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Buffer.from(row.bytes) : undefined;
}
