import { createPublicKey, hkdfSync, sign, verify, type KeyObject } from 'node:crypto';
import { canonicalJson } from '../../../domain/shared-record.ts';
import { fromSeed, parseSigningKey } from '../../config-signing-key.ts';

/**
 * The key shared involvement records are signed with: Ed25519, small
 * signatures and a public key anyone can check a copy against offline. From
 * RECORD_SIGNING_KEY when set (a PKCS#8 PEM, or the 32-byte seed in base64), otherwise
 * derived from the session secret, which is kept across restarts (DATA_DIR) and shared
 * by every process: records signed yesterday, or by another process, still verify.
 */

export interface RecordKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

const cache = new WeakMap<object, RecordKeys>();

/** The keys for this configuration, made once. */
export function recordKeys(config: { sessionSecret: string; recordSigningKey?: string }): RecordKeys {
  let keys = cache.get(config);
  if (!keys) {
    // A key of its own, not the session secret itself: one secret, two unrelated uses.
    const privateKey = config.recordSigningKey
      ? parseSigningKey(config.recordSigningKey)
      : fromSeed(Buffer.from(hkdfSync('sha256', config.sessionSecret, 'quad', 'shared involvement record signing key v1', 32)));
    keys = { privateKey, publicKey: createPublicKey(privateKey) };
    cache.set(config, keys);
  }
  return keys;
}

/** The signature (base64url) of a record's canonical JSON. */
export function signRecord(keys: RecordKeys, canonical: string): string {
  return sign(null, Buffer.from(canonical, 'utf8'), keys.privateKey).toString('base64url');
}

/** Whether `signature` signs the canonical JSON of `record`: any other value, or any malformed input, is false. */
export function verifyRecord(keys: RecordKeys, record: unknown, signature: string): boolean {
  try {
    if (!/^[A-Za-z0-9_-]{86}$/.test(signature)) return false;
    return verify(null, Buffer.from(canonicalJson(record), 'utf8'), keys.publicKey, Buffer.from(signature, 'base64url'));
  } catch {
    // A record nested too deep to spell (RangeError) is no record we signed.
    return false;
  }
}

/** The public key as PEM (SPKI) and as a JWK. */
export function publicKeyOf(keys: RecordKeys) {
  const jwk = keys.publicKey.export({ format: 'jwk' });
  return {
    algorithm: 'Ed25519' as const,
    pem: keys.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    jwk: { kty: 'OKP' as const, crv: 'Ed25519' as const, x: jwk.x! },
  };
}
