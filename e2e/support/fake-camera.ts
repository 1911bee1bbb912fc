import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A Y4M video of a QR code, for Chromium's fake camera
 * (--use-file-for-fake-video-capture): the scanner reads it as a real camera.
 */
export async function writeQrVideo(text: string, file: string) {
  const qr = await QRCode.toBuffer(text, { width: 400, margin: 4 });
  const luma = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, gravity: 'center' }])
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  // One byte per pixel: the Y (brightness) plane; U and V stay neutral grey.
  const channels = luma.info.channels;
  const y = Buffer.alloc(WIDTH * HEIGHT);
  for (let i = 0; i < y.length; i++) y[i] = luma.data[i * channels]!;
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]));
}
