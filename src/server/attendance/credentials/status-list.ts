import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * W3C Bitstring Status List: a credential names its bit (a list and an index); bit 1 is
 * revoked. The list is at least 16 KB (131,072 bits) so one bit says little about whose
 * it is, gzipped and base64url-encoded with the multibase prefix `u`. Bit 0 is the
 * leftmost bit of the first byte.
 */
export const STATUS_LIST_BITS = 131_072;
/** A list takes new credentials until half full, so a random free index is found at once. */
export const STATUS_LIST_FILL = STATUS_LIST_BITS / 2;

export function encodeStatusList(revoked: Iterable<number>): string {
  const bytes = Buffer.alloc(STATUS_LIST_BITS / 8);
  for (const index of revoked) {
    if (index >= 0 && index < STATUS_LIST_BITS) bytes[index >> 3]! |= 0x80 >> (index & 7);
  }
  return `u${gzipSync(bytes).toString('base64url')}`;
}

/** Whether `index` is set in an encoded list; throws on a list that is not one. */
export function statusBit(encodedList: string, index: number): boolean {
  if (!encodedList.startsWith('u')) throw new Error('not a multibase base64url list');
  const bytes = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  return index >= 0 && index < bytes.length * 8 && (bytes[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}
