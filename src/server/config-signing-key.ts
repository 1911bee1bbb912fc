import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * RECORD_SIGNING_KEY read as a key, apart from records/signing.ts so that the
 * configuration can check it at start-up without importing the records feature (which
 * imports nearly everything, config included).
 */

/** PKCS#8 wrapping of a raw Ed25519 seed (RFC 8410): the DER header before the 32 bytes. */
const ED25519_PKCS8_HEADER = Buffer.from('302e020100300506032b657004220420', 'hex');

export function fromSeed(seed: Buffer): KeyObject {
  return createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_HEADER, seed]), format: 'der', type: 'pkcs8' });
}

/** The private key RECORD_SIGNING_KEY names; throws with a reason when it names none. */
export function parseSigningKey(value: string): KeyObject {
  const text = value.trim();
  if (text.startsWith('-----BEGIN')) {
    const key = createPrivateKey(text);
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('the PEM key is not an Ed25519 private key');
    return key;
  }
  const seed = Buffer.from(text, 'base64');
  if (seed.length !== 32) throw new Error('expected an Ed25519 PKCS#8 PEM or a 32-byte seed in base64');
  return fromSeed(seed);
}


/** RECORD_RETIRED_KEYS as a list: keys apart by commas (a PEM holds none). */
export function splitKeyList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((k) => k.trim()).filter(Boolean);
}

/** The public half of a retired key: a public PEM (SPKI), or a private key in RECORD_SIGNING_KEY's forms. */
export function parsePublicKey(value: string): KeyObject {
  const text = value.trim();
  if (text.startsWith('-----BEGIN PUBLIC KEY')) {
    const key = createPublicKey(text);
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('the PEM key is not an Ed25519 public key');
    return key;
  }
  return createPublicKey(parseSigningKey(text));
}
