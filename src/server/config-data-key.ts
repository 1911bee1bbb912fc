/**
 * DATA_ENCRYPTION_KEY read as a key, apart from security/data-encryption.ts so that the
 * configuration can check it at start-up.
 */

/** A 256-bit key given as 64 hex digits or as 32 bytes in base64 (or base64url); throws with a reason otherwise. */
export function parseDataKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, text.includes('-') || text.includes('_') ? 'base64url' : 'base64');
  if (key.length !== 32) throw new Error('expected 32 bytes, as 64 hex digits or in base64 (openssl rand -base64 32)');
  return key;
}
