import type { Sharp } from 'sharp';
import type { Db } from '../db/connection.ts';
import { newId } from '../db/ids.ts';
import { nowIso } from '../db/time.ts';
import { AppError } from '../http/errors.ts';
import { Gate } from './gate.ts';
import { loadSharp } from './sharp.ts';
import { findCardImage, findFullImage, findImageBytes, insertImage, replaceCardImage } from './queries.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * A decoded image costs 3–4 bytes a pixel however small its file is, so the pixel count is
 * bounded too: 50 MP takes a 48 MP phone photo (8064 × 6048) and refuses decompression bombs.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * Images decoded at once in this process; the rest wait their turn. With one, six large
 * uploads at once took about a third less memory than with two (bench/image-memory.ts).
 */
export const imageGate = new Gate(1);
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
const FULL_WIDTH = 1600;
/**
 * The card-size version: the whole image made smaller, never cropped (a poster is shown
 * whole), at most 640 px wide and 800 px high, so it keeps the full image's aspect ratio.
 */
export const CARD_BOX = { width: 640, height: 800 };

export const unsupportedImage = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please upload a JPEG, PNG, WebP or GIF image.');
export const tooManyPixels = () =>
  new AppError(413, 'TOO_LARGE', `The image is larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`).sayingIn({
    message: (t) => t('mail:api.imageTooLarge', { megapixels: MAX_IMAGE_PIXELS / 1_000_000 }),
  });

/** Opens an upload, never past MAX_IMAGE_PIXELS. */
async function opener() {
  const sharp = await loadSharp();
  return (bytes: Buffer): Sharp => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS });
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Decides the type from the bytes (never the file name), re-encodes to WebP at most
 * 1600 px wide plus a card-size version, and stores both in the database so any
 * server process can serve them. Anything that is not an accepted image stores nothing.
 */
export async function storeImage(db: Db, bytes: Buffer, uploaderId: string): Promise<string> {
  const open = await opener();
  // The header alone gives the size, so a too-large image is refused before any decoding.
  let meta: { format?: string; width?: number; height?: number };
  try {
    meta = await open(bytes).metadata();
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : unsupportedImage();
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw unsupportedImage();
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw tooManyPixels();

  const [full, card] = await imageGate.run(() => encode(open, bytes)).catch((error: unknown) => {
    throw isPixelLimit(error) ? tooManyPixels() : unsupportedImage();
  });

  const id = newId(20);
  await insertImage(db, {
    id, uploader_id: uploaderId, content_type: 'image/webp', width: full.info.width, height: full.info.height,
    data: full.data, card_data: card, card_version: WHOLE_CARD, created_at: nowIso(),
  });
  return id;
}

/** One image at most 1600 px wide, and its card-size version; each re-decodes the source. */
async function encode(open: (bytes: Buffer) => Sharp, bytes: Buffer) {
  const full = await open(bytes).rotate().resize({ width: FULL_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  const card = await cardVersion(open(bytes).rotate());
  return [full, card] as const;
}

/** The card-size version of an opened image: resized to fit CARD_BOX, its aspect ratio kept. */
export function cardVersion(image: Sharp): Promise<Buffer> {
  return image.resize({ ...CARD_BOX, fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
}

/** `card_version` of a card that is the whole image made smaller (migration 018). */
const WHOLE_CARD = 2;

export async function loadImage(db: Db, id: string, size: 'full' | 'card'): Promise<Buffer | undefined> {
  if (size === 'full') return findImageBytes(db, id, size);
  const card = await findCardImage(db, id);
  if (!card) return undefined;
  if (card.card_version >= WHOLE_CARD) return Buffer.from(card.card_data);
  // Stored before cards kept the whole image: made again once from the full image, in
  // turn with uploads; the old crop is still served should that fail.
  try {
    const full = await findFullImage(db, id);
    if (!full) return undefined;
    const open = await opener();
    const whole = await imageGate.run(() => cardVersion(open(Buffer.from(full.data))));
    await replaceCardImage(db, id, whole, WHOLE_CARD);
    return whole;
  } catch {
    return Buffer.from(card.card_data);
  }
}
