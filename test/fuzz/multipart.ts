import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { actorAmong, type FuzzRequest } from './arbitraries.ts';

/**
 * Malformed multipart uploads for POST /api/images, described as data (so fast-check
 * prints them readably) and turned into bytes when sent.
 */
export interface PartSpec {
  name: string;
  filename: string | null;
  type: string | null;
  payload: keyof typeof PAYLOADS;
  header: 'normal' | 'no disposition' | 'no blank line' | 'NUL in header' | 'huge header';
}

export interface MultipartSpec {
  actor: FuzzRequest['actor'];
  contentType: 'proper' | 'no boundary' | 'another boundary' | 'quoted boundary' | 'multipart/mixed' | 'empty boundary';
  boundary: string;
  parts: PartSpec[];
  ending: 'closed' | 'no closing boundary' | 'no final CRLF' | 'garbage after close' | { truncateAt: number };
}

const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming `width` × `height` pixels, with no pixel data (a decompression bomb's header). */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([TINY_PNG.subarray(0, 8), pngChunk('IHDR', ihdr), pngChunk('IEND', Buffer.alloc(0))]);
}

const PAYLOADS = {
  png: () => TINY_PNG,
  'truncated png': () => TINY_PNG.subarray(0, 30),
  'png claiming 100000 × 100000 px': () => pngClaiming(100_000, 100_000),
  'png claiming 0 × 0 px': () => pngClaiming(0, 0),
  'gif header only': () => Buffer.from('GIF89a'),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  garbage: () => Buffer.from([0, 1, 2, 3, 255, 254, 13, 10, 45, 45]),
  empty: () => Buffer.alloc(0),
  'text with a boundary-like line': () => Buffer.from('\r\n--\r\n--x--\r\n'),
};

const CRLF = '\r\n';

function partBytes(part: PartSpec, boundary: string): Buffer {
  const disposition = `Content-Disposition: form-data; name="${part.name}"${part.filename === null ? '' : `; filename="${part.filename}"`}`;
  const headers = [
    part.header === 'no disposition' ? null : disposition,
    part.type === null ? null : `Content-Type: ${part.type}`,
    part.header === 'NUL in header' ? 'X-Note: a\u0000b' : null,
    part.header === 'huge header' ? `X-Note: ${'h'.repeat(100_000)}` : null,
  ].filter((h): h is string => h !== null);
  const head = `--${boundary}${CRLF}${headers.join(CRLF)}${CRLF}${part.header === 'no blank line' ? '' : CRLF}`;
  return Buffer.concat([Buffer.from(head, 'utf8'), PAYLOADS[part.payload](), Buffer.from(CRLF)]);
}

/** The request body and its Content-Type header. */
export function multipartBody(spec: MultipartSpec): { contentType: string; bytes: Uint8Array } {
  const parts = Buffer.concat(spec.parts.map((p) => partBytes(p, spec.boundary)));
  const close = Buffer.from(`--${spec.boundary}--`);
  let bytes: Buffer;
  if (spec.ending === 'closed') bytes = Buffer.concat([parts, close, Buffer.from(CRLF)]);
  else if (spec.ending === 'no final CRLF') bytes = Buffer.concat([parts, close]);
  else if (spec.ending === 'garbage after close') bytes = Buffer.concat([parts, close, Buffer.from(`${CRLF}--${spec.boundary}${CRLF}trailing`)]);
  else if (spec.ending === 'no closing boundary') bytes = parts;
  else bytes = Buffer.concat([parts, close]).subarray(0, spec.ending.truncateAt);
  const contentType = {
    proper: `multipart/form-data; boundary=${spec.boundary}`,
    'no boundary': 'multipart/form-data',
    'another boundary': 'multipart/form-data; boundary=not-the-one-used',
    'quoted boundary': `multipart/form-data; boundary="${spec.boundary}"`,
    'multipart/mixed': `multipart/mixed; boundary=${spec.boundary}`,
    'empty boundary': 'multipart/form-data; boundary=',
  }[spec.contentType];
  return { contentType, bytes: new Uint8Array(bytes) };
}

const partSpec: fc.Arbitrary<PartSpec> = fc.record({
  name: fc.constantFrom('file', 'file', 'image', '', 'file\u0000', 'fi"le'),
  filename: fc.constantFrom('photo.png', 'photo.png', null, '', '../../etc/passwd', 'a\u0000.png', `${'x'.repeat(5000)}.png`, '😀.png'),
  type: fc.constantFrom('image/png', 'image/png', null, 'text/plain', 'image/svg+xml', 'application/octet-stream'),
  payload: fc.constantFrom(...(Object.keys(PAYLOADS) as PartSpec['payload'][])),
  header: fc.constantFrom<PartSpec['header']>('normal', 'normal', 'normal', 'no disposition', 'no blank line', 'NUL in header', 'huge header'),
});

/** An upload with several, broken, or no parts; a missing or wrong boundary; a truncated body. */
export const malformedMultipart: fc.Arbitrary<MultipartSpec> = fc.record({
  actor: actorAmong(['organizer']),
  contentType: fc.constantFrom<MultipartSpec['contentType']>('proper', 'proper', 'proper', 'no boundary', 'another boundary', 'quoted boundary', 'multipart/mixed', 'empty boundary'),
  boundary: fc.constantFrom('----quadfuzz', 'x', 'a'.repeat(70), 'a'.repeat(200), 'with space', 'ümlaut'),
  parts: fc.array(partSpec, { minLength: 0, maxLength: 4 }),
  ending: fc.oneof(
    fc.constantFrom<MultipartSpec['ending']>('closed', 'closed', 'no closing boundary', 'no final CRLF', 'garbage after close'),
    fc.integer({ min: 0, max: 400 }).map((truncateAt) => ({ truncateAt })),
  ),
});
