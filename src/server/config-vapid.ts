import { createECDH, type ECDH } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The VAPID key pair (RFC 8292) that signs every push message: VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY, else a pair made once and kept in DATA_DIR, so that every process of
 * a deployment, and every restart, signs with the key the browsers subscribed with.
 */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (65 bytes): what browsers are given. */
  publicKey: string;
  /** The private scalar, base64url (32 bytes). */
  privateKey: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

const bytesOf = (text: string) => (/^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : Buffer.alloc(0));

/** Why the pair is unusable, or null when the public key is the private key's. */
export function vapidKeysProblem(keys: VapidKeys): string | null {
  const pub = bytesOf(keys.publicKey);
  const priv = bytesOf(keys.privateKey);
  if (pub.length !== 65 || pub[0] !== 4) return 'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (65 bytes), as `npx web-push generate-vapid-keys` prints';
  if (priv.length !== 32) return 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes), as `npx web-push generate-vapid-keys` prints';
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    if (!ecdh.getPublicKey().equals(pub)) return 'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY';
  } catch {
    return 'VAPID_PRIVATE_KEY is not a P-256 private key';
  }
  return null;
}

function newPair(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return vapidPairOf(ecdh);
}

/** The pair of a P-256 key, each in base64url as VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY take them. */
export function vapidPairOf(ecdh: ECDH): VapidKeys {
  // getPrivateKey drops leading zero bytes (one key in 256): the key is always its 32 bytes.
  const privateKey = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: padded.toString('base64url') };
}

/**
 * The pair kept in DATA_DIR, made now if there is none. Written with O_EXCL: when two
 * processes start at once, the second reads the first one's pair instead of its own.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  try {
    writeFileSync(file, JSON.stringify(newPair()), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A process that lost the race may read before the winner's bytes land: read until whole.
  for (let attempt = 0; ; attempt++) {
    try {
      const keys = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
      if (typeof keys.publicKey === 'string' && typeof keys.privateKey === 'string') return keys;
    } catch (error) {
      if (attempt >= 50) throw error;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
}
