// The ticket mail's QR image: a valid PNG, the same pixels qrcode's own renderer draws, and readable.
import { createRequire } from 'node:module';
import { crc32, inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { newTicketCode } from './arrivals.ts';
import { ticketQrPng } from './ticket.ts';

// qrcode's renderer, which draws its PNGs: the pixels ours must match.
const renderer = createRequire(import.meta.url)('qrcode/lib/renderer/utils.js') as {
  getOptions(options: object): object;
  getImageWidth(size: number, options: object): number;
  qrToImageData(target: Uint8Array, qr: QRCode.QRCode, options: object): void;
};

/** The PNG's chunks, each CRC checked, and its pixels as RGBA (a 1-bit greyscale PNG, unfiltered rows). */
function decode(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; body: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    chunks.push({ type, body });
    at += 12 + length;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]!.body;
  const width = header.readUInt32BE(0);
  expect([header.readUInt32BE(4), header[8], header[9], header[10], header[11], header[12]]).toEqual([width, 1, 0, 0, 0, 0]);
  const raw = inflateSync(chunks[1]!.body);
  const rowBytes = Math.ceil(width / 8);
  expect(raw.length).toBe((rowBytes + 1) * width);
  const rgba = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y++) {
    expect(raw[y * (rowBytes + 1)]).toBe(0);
    for (let x = 0; x < width; x++) {
      const bit = (raw[y * (rowBytes + 1) + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1;
      rgba.fill(bit ? 255 : 0, (y * width + x) * 4, (y * width + x) * 4 + 3);
      rgba[(y * width + x) * 4 + 3] = 255;
    }
  }
  return { width, rgba };
}

describe('the ticket QR as a PNG', () => {
  it('is the picture qrcode draws, 240 pixels wide with a margin of one module, and it reads back as the code', async () => {
    for (const code of [newTicketCode(), newTicketCode(), 'a'.repeat(16), newTicketCode() + newTicketCode()]) {
      const png = await ticketQrPng(code);
      const { width, rgba } = decode(png);
      const qr = QRCode.create(code, { errorCorrectionLevel: 'M' });
      const options = renderer.getOptions({ margin: 1, width: 240 });
      expect(width).toBe(renderer.getImageWidth(qr.modules.size, options));
      const expected = new Uint8Array(width * width * 4);
      renderer.qrToImageData(expected, qr, options);
      expect(Buffer.from(rgba).equals(Buffer.from(expected))).toBe(true);
      expect(jsQR(rgba, width, width)?.data).toBe(code);
    }
  });

  it('is small: a few hundred bytes', async () => {
    expect((await ticketQrPng(newTicketCode())).length).toBeLessThan(1500);
  });
});
