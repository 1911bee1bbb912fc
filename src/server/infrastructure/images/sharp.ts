import type SharpModule from 'sharp';
import { useIndicFonts } from './fonts.ts';

let loaded: Promise<typeof SharpModule> | undefined;

/**
 * sharp, loaded at its first use (libvips adds about 25 MB to a process) and set up for
 * little memory whichever of its users comes first (an upload, a link preview): one libvips
 * thread per image, not one per core, and no operation cache holding decoded images.
 */
export function loadSharp(): Promise<typeof SharpModule> {
  // Before librsvg first asks fontconfig for a font: the previews draw Hindi and Kannada too.
  useIndicFonts();
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}
