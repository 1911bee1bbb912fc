import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../domain/shared-record.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { publicKeyOf, recordKeys, signRecord, verifyRecord } from './signing.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'quad-signing-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'k'.repeat(32), CAMPUS_TIME_ZONE: 'UTC', ...env } as NodeJS.ProcessEnv);

describe('the record signing key', () => {
  it('is derived from the session secret when RECORD_SIGNING_KEY is unset: the same after a restart, another for another secret', () => {
    const first = publicKeyOf(recordKeys(load({})));
    expect(publicKeyOf(recordKeys(load({}))).pem).toBe(first.pem);
    expect(publicKeyOf(recordKeys(load({ SESSION_SECRET: 'z'.repeat(32) }))).pem).not.toBe(first.pem);
  });

  it('takes RECORD_SIGNING_KEY as a PKCS#8 PEM or a base64 seed, and refuses anything else at start-up', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(publicKeyOf(recordKeys(load({ RECORD_SIGNING_KEY: pem }))).pem).toBe(publicKey.export({ format: 'pem', type: 'spki' }));
    const seed = randomBytes(32).toString('base64');
    expect(publicKeyOf(recordKeys(load({ RECORD_SIGNING_KEY: seed }))).pem).toBe(publicKeyOf(recordKeys(load({ RECORD_SIGNING_KEY: seed }))).pem);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    for (const bad of ['short', rsa, randomBytes(31).toString('base64')]) {
      expect(() => load({ RECORD_SIGNING_KEY: bad })).toThrow(ConfigError);
      expect(() => load({ RECORD_SIGNING_KEY: bad })).toThrow(/RECORD_SIGNING_KEY/);
    }
  });

  it('verifies the record it signed whatever its key order, and nothing signed by another key', () => {
    const keys = recordKeys(load({}));
    const record = { version: 1, student: { name: 'Asha' }, include: ['feedback'], feedbackGiven: 2 };
    const signature = signRecord(keys, canonicalJson(record));
    expect(verifyRecord(keys, { feedbackGiven: 2, include: ['feedback'], student: { name: 'Asha' }, version: 1 }, signature)).toBe(true);
    expect(verifyRecord(recordKeys(load({ SESSION_SECRET: 'z'.repeat(32) })), record, signature)).toBe(false);
    expect(verifyRecord(keys, { ...record, feedbackGiven: 3 }, signature)).toBe(false);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth, keeps array order, drops undefined', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 'x', c: null }, 2], u: undefined })).toBe('{"a":[{"c":null,"d":"x"},2],"b":1}');
  });
});
