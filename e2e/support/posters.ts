import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

/**
 * A poster as a club would make one: a gradient with its own big words, at the given
 * size (1080 × 1350 portrait, 1920 × 1080 wide). Its words are part of the picture.
 */
export function posterBytes(width: number, height: number, words: string, hue = 200): Promise<Buffer> {
  const size = Math.round(Math.min(width, height) / 7);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 80% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 85% 30%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.8}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.25}" fill="hsl(${(hue + 180) % 360} 90% 60%)" opacity="0.7"/>
  <rect x="${width * 0.06}" y="${height * 0.06}" width="${width * 0.88}" height="${height * 0.88}" fill="none" stroke="white" stroke-width="${size / 10}"/>
  <text x="50%" y="62%" text-anchor="middle" font-family="sans-serif" font-weight="800" font-size="${size}" fill="white">${words}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Uploads a poster with an organizer's request context; its image id for an event's `imageId`. */
export async function uploadPoster(request: APIRequestContext, bytes: Buffer): Promise<string> {
  const res = await request.post('/api/images', { multipart: { file: { name: 'poster.png', mimeType: 'image/png', buffer: bytes } } });
  if (res.status() !== 201) throw new Error(`upload failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
