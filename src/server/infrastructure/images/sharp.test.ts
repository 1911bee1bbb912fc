// Its own file: sharp's settings are the process's, and here nothing has loaded it before.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderSiteCard } from '../../platform/pages/og-image.ts';

describe('sharp', () => {
  it('is set up for little memory whoever uses it first: a link preview drawn before any upload too', async () => {
    expect(sharp.cache().memory.max).toBeGreaterThan(0); // sharp's own default, before Quad uses it
    const card = await renderSiteCard('Quad', 'Campus events', 'Quad Campus', '#0b7a75');
    expect((await sharp(card).metadata()).format).toBe('png');
    // No operation cache (it would hold decoded images), one libvips thread per image.
    expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
    expect(sharp.concurrency()).toBe(1);
  });
});
