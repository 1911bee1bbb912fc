import { randomBytes } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { didWebOf, issuerKeys } from './keys.ts';
import { signCredential } from './service.ts';

const base = { publicUrl: 'https://events.example.edu', sessionSecret: 'x'.repeat(40), recordRetiredKeys: [] as string[] };

describe('issuer keys', () => {
  it('did:web is PUBLIC_URL’s host, its port encoded, its path as segments', () => {
    expect(didWebOf('https://events.example.edu')).toBe('did:web:events.example.edu');
    expect(didWebOf('http://127.0.0.1:3000')).toBe('did:web:127.0.0.1%3A3000');
    expect(didWebOf('https://example.edu/quad/')).toBe('did:web:example.edu:quad');
  });

  it('after a rotation the JWKS keeps the retired key, so a credential signed before still verifies', async () => {
    const [oldSeed, newSeed] = [randomBytes(32).toString('base64'), randomBytes(32).toString('base64')];
    const before = issuerKeys({ ...base, recordSigningKey: oldSeed });
    const jwt = await signCredential(before, { id: 'urn:uuid:1', validFrom: '2026-01-01T00:00:00.000Z', name: 'Old' });
    const rotated = issuerKeys({ ...base, recordSigningKey: newSeed, recordRetiredKeys: [oldSeed] });
    expect(rotated.jwks.keys.map((k) => k.kid)).toEqual([rotated.kid, before.kid]);
    expect(rotated.kid).not.toBe(before.kid);
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(rotated.jwks));
    expect(payload.name).toBe('Old');
    // Without the retired key it no longer verifies.
    const forgotten = issuerKeys({ ...base, recordSigningKey: newSeed });
    await expect(jwtVerify(jwt, createLocalJWKSet(forgotten.jwks))).rejects.toThrow();
    // The derived key (no RECORD_SIGNING_KEY) is stable across processes: same secret, same kid.
    expect(issuerKeys({ ...base }).kid).toBe(issuerKeys({ ...base }).kid);
  });
});

describe('RECORD_RETIRED_KEYS', () => {
  it('is read as a list of keys; one that is no key stops the start with its place named', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { loadConfig } = await import('../../config.ts');
    const env = (extra: Record<string, string>) => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'quad-keys-')), SESSION_SECRET: 'x'.repeat(32), CAMPUS_TIME_ZONE: 'UTC', ...extra }) as NodeJS.ProcessEnv;
    const seed = randomBytes(32).toString('base64');
    expect(loadConfig(env({ RECORD_RETIRED_KEYS: ` ${seed} , ` })).recordRetiredKeys).toEqual([seed]);
    expect(loadConfig(env({})).recordRetiredKeys).toEqual([]);
    expect(() => loadConfig(env({ RECORD_RETIRED_KEYS: `${seed},nonsense` }))).toThrow(/RECORD_RETIRED_KEYS: key 2/);
  });
});
