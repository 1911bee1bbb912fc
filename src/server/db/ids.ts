import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A URL-safe random id (62^length possibilities; 16 characters ≈ 95 bits). */
export function newId(length = 16): string {
  const bytes = randomBytes(length * 2);
  let id = '';
  for (let i = 0; i < bytes.length && id.length < length; i++) {
    const byte = bytes[i]!;
    if (byte < 248) id += ALPHABET[byte % 62]; // 248 = 4 × 62: keeps the choice uniform
  }
  return id.length === length ? id : newId(length);
}

/** A long secret for links and feeds. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}
