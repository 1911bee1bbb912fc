import { crc32, deflateSync } from 'node:zlib';
import type QRCodeModule from 'qrcode';

// Loaded with the first ticket drawn (its PNG encoder is sizeable), not at start.
let loaded: Promise<typeof QRCodeModule> | undefined;
const qrcode = () => (loaded ??= import('qrcode').then((m) => m.default));

/** The QR of a ticket holds only its secret code; the organizer's check-in page reads it. */
export async function ticketQrSvg(code: string): Promise<string> {
  return (await qrcode()).toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** The ticket's QR as a PNG 240 pixels wide with a margin of one module, for the ticket mail. */
export async function ticketQrPng(code: string): Promise<Buffer> {
  return qrPng((await qrcode()).create(code, { errorCorrectionLevel: 'M' }).modules, 240, 1);
}

/**
 * A QR symbol as a black-and-white PNG of one bit a pixel, drawn as qrcode's own PNG
 * renderer draws it (the same pixels for the same width and margin). That renderer writes
 * 32-bit pixels, 30 times the data, and filters and compresses them on the event loop for
 * every ticket mail: in a registration rush it was a tenth of the server's CPU.
 */
export function qrPng(modules: Pick<QRCodeModule.BitMatrix, 'size' | 'data'>, width: number, margin: number): Buffer {
  const { size, data } = modules;
  const scale = width >= size + margin * 2 ? width / (size + margin * 2) : 4;
  const pixels = Math.floor((size + margin * 2) * scale);
  const edge = margin * scale;
  const rowBytes = Math.ceil(pixels / 8);
  // Each row: filter type 0 (none), then the pixels, 1 white and 0 black, the first pixel in the high bit.
  const raw = Buffer.alloc((rowBytes + 1) * pixels);
  const white = Buffer.alloc(rowBytes + 1, 0xff);
  white[0] = 0;
  let previous = -2;
  for (let y = 0; y < pixels; y++) {
    const row = raw.subarray(y * (rowBytes + 1), (y + 1) * (rowBytes + 1));
    const inside = y >= edge && y < pixels - edge;
    const source = inside ? Math.floor((y - edge) / scale) : -1;
    // A module is several pixels high: its rows are the same bytes.
    if (source === previous && y > 0) {
      raw.copy(row, 0, (y - 1) * (rowBytes + 1), y * (rowBytes + 1));
      continue;
    }
    previous = source;
    white.copy(row);
    if (source < 0) continue;
    for (let x = 0; x < pixels; x++) {
      if (x < edge || x >= pixels - edge) continue;
      if (data[source * size + Math.floor((x - edge) / scale)]) row[1 + (x >> 3)]! &= ~(0x80 >> (x & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(pixels, 0);
  header.writeUInt32BE(pixels, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, body: Buffer): Buffer {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  body.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}
