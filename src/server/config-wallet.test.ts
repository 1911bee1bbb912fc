import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePassCertificates, makeServiceAccount, walletEnv } from '../../test/support/wallet.ts';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'quad-wallet-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), CAMPUS_TIME_ZONE: 'UTC', ...env } as NodeJS.ProcessEnv);

let env: Record<string, string>;
beforeAll(() => {
  env = walletEnv(makePassCertificates(), makeServiceAccount().json);
});

describe('the wallet settings', () => {
  it('are off unless set, and on with PEM texts or JSON given inline', () => {
    expect(load({}).wallet).toEqual({ apple: undefined, google: undefined });
    const { wallet } = load(env);
    expect(wallet.apple).toMatchObject({ passTypeId: 'pass.edu.quad.test', teamId: 'TEAM123456', cert: env.APPLE_PASS_CERT!.trim() });
    expect(wallet.google).toMatchObject({ issuerId: '3388000000012345678', clientEmail: 'wallet@quad-test.iam.gserviceaccount.com', keyId: 'test-key-1' });
  });

  it('read files named by path, and PEMs written on one line with \\n', () => {
    const files = Object.fromEntries(['APPLE_PASS_CERT', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT', 'GOOGLE_WALLET_SERVICE_ACCOUNT'].map((name) => {
      const file = path.join(dataDir, name);
      writeFileSync(file, env[name]!);
      return [name, file];
    }));
    const { wallet } = load({ ...env, ...files });
    expect(wallet.apple?.key).toBe(env.APPLE_PASS_KEY);
    expect(wallet.google?.privateKey).toBe(JSON.parse(env.GOOGLE_WALLET_SERVICE_ACCOUNT!).private_key);
    expect(load({ ...env, APPLE_PASS_KEY: env.APPLE_PASS_KEY!.trim().replaceAll('\n', '\\n') }).wallet.apple?.key).toBe(env.APPLE_PASS_KEY!.trim());
  });

  it('refuse to start with some but not all of a wallet’s settings, or with ones that cannot be used', () => {
    const { APPLE_PASS_KEY: _key, ...noKey } = env;
    expect(() => load(noKey)).toThrow(/APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY, APPLE_WWDR_CERT must be set together \(missing: APPLE_PASS_KEY\)/);
    expect(() => load({ ...env, APPLE_WWDR_CERT: '/nowhere/wwdr.pem' })).toThrow(/APPLE_WWDR_CERT: "\/nowhere\/wwdr.pem" is neither the text itself nor a file/);
    expect(() => load({ ...env, APPLE_PASS_CERT: env.APPLE_PASS_KEY! })).toThrow(/APPLE_PASS_CERT: not a PEM certificate/);
    expect(() => load({ ...env, APPLE_PASS_KEY: env.APPLE_PASS_CERT! })).toThrow(/APPLE_PASS_KEY: not a PEM private key/);
    expect(() => load({ GOOGLE_WALLET_ISSUER_ID: '3388000000012345678' })).toThrow(/GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT must be set together/);
    expect(() => load({ ...env, GOOGLE_WALLET_ISSUER_ID: 'my-issuer' })).toThrow(/GOOGLE_WALLET_ISSUER_ID: "my-issuer" is not an issuer id/);
    expect(() => load({ ...env, GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email": "x"}' })).toThrow(/needs client_email and private_key/);
    expect(() => load({ ...env, GOOGLE_WALLET_SERVICE_ACCOUNT: '{not json' })).toThrow(ConfigError);
  });
});
