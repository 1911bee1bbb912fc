import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { dataCipher } from './data-encryption.ts';

const secret = 'a'.repeat(40);

describe('the data cipher', () => {
  it('opens what it sealed for the same row only, and a tampered value not at all', () => {
    const cipher = dataCipher({ sessionSecret: secret });
    const sealed = cipher.seal('{"q1":"Asthma"}', 'reg-1');
    expect(sealed).not.toContain('Asthma');
    expect(cipher.open(sealed, 'reg-1')).toBe('{"q1":"Asthma"}');
    expect(() => cipher.open(sealed, 'reg-2')).toThrow();
    const parts = sealed.split('.');
    parts[4] = Buffer.from('{"q1":"Nothing"}').toString('base64url');
    expect(() => cipher.open(parts.join('.'), 'reg-1')).toThrow();
    // A fresh nonce every time: the same answer never looks the same twice.
    expect(cipher.seal('{"q1":"Asthma"}', 'reg-1')).not.toBe(sealed);
  });

  it('rotates: a new key seals, the retired one (and the derived one) still open what they sealed', () => {
    const oldKey = randomBytes(32).toString('base64');
    const newKey = randomBytes(32).toString('hex');
    const derived = dataCipher({ sessionSecret: secret }).seal('derived', 'r');
    const before = dataCipher({ sessionSecret: secret, dataEncryptionKey: oldKey }).seal('old', 'r');
    const rotated = dataCipher({ sessionSecret: secret, dataEncryptionKey: newKey, dataEncryptionRetiredKeys: [oldKey] });
    expect(rotated.open(before, 'r')).toBe('old');
    expect(rotated.open(derived, 'r')).toBe('derived');
    const after = rotated.seal('new', 'r');
    expect(after.split('.')[1]).not.toBe(before.split('.')[1]);
    expect(() => dataCipher({ sessionSecret: secret, dataEncryptionKey: newKey }).open(before, 'r')).toThrow(/DATA_ENCRYPTION_RETIRED_KEYS/);
  });

  it('DATA_ENCRYPTION_KEY must be 32 bytes', () => {
    const env = (extra: Record<string, string>) => ({ DATA_DIR: '/tmp/quad-data-key-test', SESSION_SECRET: secret, ...extra });
    expect(() => loadConfig(env({ DATA_ENCRYPTION_KEY: 'short' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ DATA_ENCRYPTION_KEY: 'short' }))).toThrow(/DATA_ENCRYPTION_KEY: expected 32 bytes/);
    expect(() => loadConfig(env({ DATA_ENCRYPTION_RETIRED_KEYS: `${randomBytes(32).toString('base64')}, nope` }))).toThrow(/key 2/);
    expect(loadConfig(env({ DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') })).dataEncryptionKey).toBeDefined();
  });
});
