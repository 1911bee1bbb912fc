import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { parseDataKey } from '../../config-data-key.ts';

/**
 * Encryption at rest of the few values that must not be readable from the database alone
 * (the answers to sensitive questions): AES-256-GCM with a fresh 96-bit nonce per value,
 * bound to the row it belongs to (associated data), so a value copied to another row does
 * not open. The key is DATA_ENCRYPTION_KEY when set, else derived (HKDF) from the session
 * secret, which every process shares and which is kept across restarts.
 *
 * A stored value is `v1.<key id>.<nonce>.<tag>.<ciphertext>` (base64url), the key id a
 * short hash of the key: values written under an earlier key still open while that key is
 * listed in DATA_ENCRYPTION_RETIRED_KEYS (the key derived from the session secret is always
 * tried too, so setting a key later loses nothing written before).
 */

const VERSION = 'v1';

interface DataKey {
  id: string;
  key: Buffer;
}

export interface DataCipher {
  /** The stored form of `plain`, for the row `context` (its id). */
  seal(plain: string, context: string): string;
  /** The plain text of a stored value; throws when no known key opens it, or it was not sealed for `context`. */
  open(stored: string, context: string): string;
}

export interface DataKeyConfig {
  sessionSecret: string;
  dataEncryptionKey?: string;
  dataEncryptionRetiredKeys?: readonly string[];
}

const keyId = (key: Buffer) => createHash('sha256').update('quad data key id\0').update(key).digest('base64url').slice(0, 8);
const dataKey = (key: Buffer): DataKey => ({ id: keyId(key), key });

/** The key derived from the session secret: a key of its own, never the secret itself. */
const derivedKey = (sessionSecret: string) => Buffer.from(hkdfSync('sha256', sessionSecret, 'quad', 'data encryption key v1', 32));

const cache = new WeakMap<object, DataCipher>();

/** The cipher of this configuration, made once. */
export function dataCipher(config: DataKeyConfig): DataCipher {
  let cipher = cache.get(config);
  if (!cipher) {
    const derived = dataKey(derivedKey(config.sessionSecret));
    const current = config.dataEncryptionKey ? dataKey(parseDataKey(config.dataEncryptionKey)) : derived;
    const known = new Map<string, Buffer>();
    for (const k of [current, derived, ...(config.dataEncryptionRetiredKeys ?? []).map((v) => dataKey(parseDataKey(v)))]) known.set(k.id, k.key);
    cipher = makeCipher(current, known);
    cache.set(config, cipher);
  }
  return cipher;
}

function makeCipher(current: DataKey, known: Map<string, Buffer>): DataCipher {
  return {
    seal(plain, context) {
      const nonce = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', current.key, nonce);
      c.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return [VERSION, current.id, nonce.toString('base64url'), c.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(stored, context) {
      const [version, id, nonce, tag, body, ...rest] = stored.split('.');
      if (version !== VERSION || !id || nonce === undefined || tag === undefined || body === undefined || rest.length) throw new Error('not an encrypted value');
      const key = known.get(id);
      if (!key) throw new Error(`no key ${id} to open this value (DATA_ENCRYPTION_RETIRED_KEYS)`);
      const d = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      d.setAAD(Buffer.from(context, 'utf8'));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
    },
  };
}

