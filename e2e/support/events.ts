import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { buildEvent, type EventFactoryInput } from '../../src/server/seed/factories.ts';

export { buildEvent };

/** Creates an event through the API with an organizer's request context. */
export async function createEvent(request: APIRequestContext, overrides: Partial<EventFactoryInput> = {}) {
  const input = buildEvent(overrides);
  const res = await request.post('/api/events', { data: input });
  if (res.status() !== 201) throw new Error(`event creation failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string; name: string; date: string; time: string };
}

/** A small real PNG to upload. */
export function pngBytes(width = 800, height = 450): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } }).png().toBuffer();
}
