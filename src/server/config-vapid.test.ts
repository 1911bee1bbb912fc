import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { VAPID_KEYS_FILE, vapidPairOf } from './config-vapid.ts';
import { DEFAULT_PUSH_HOSTS, isAllowedPushEndpoint } from '../domain/push.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'quad-vapid-'));
  dirs.push(dir);
  return dir;
};
const load = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), CAMPUS_TIME_ZONE: 'UTC', ...env } as NodeJS.ProcessEnv);

describe('VAPID keys', () => {
  it('are made once and kept in DATA_DIR (owner-only), so every process and restart signs with the same pair', () => {
    const dir = freshDir();
    const first = load(dir).push;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(load(dir).push).toMatchObject({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(statSync(path.join(dir, VAPID_KEYS_FILE)).mode & 0o077).toBe(0);
    expect(load(freshDir()).push.publicKey).not.toBe(first.publicKey);
  });

  it('are VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, together and matching; the subject defaults to a contact', () => {
    const keys = webpush.generateVAPIDKeys();
    const dir = freshDir();
    const config = load(dir, { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(config.push).toMatchObject({ publicKey: keys.publicKey, privateKey: keys.privateKey, subject: 'mailto:events@quad.local', allowedHosts: [...DEFAULT_PUSH_HOSTS] });
    expect(load(dir, { PUBLIC_URL: 'https://events.example.edu' }).push.subject).toBe('https://events.example.edu');
    expect(load(dir, { VAPID_SUBJECT: 'mailto:ops@example.edu' }).push.subject).toBe('mailto:ops@example.edu');
    expect(() => load(dir, { VAPID_SUBJECT: 'ops@example.edu' })).toThrow(/VAPID_SUBJECT must be a mailto: or https: address/);
    expect(() => load(dir, { VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(ConfigError);
    const other = webpush.generateVAPIDKeys();
    expect(() => load(dir, { VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/not the public key of VAPID_PRIVATE_KEY/);
    expect(() => load(dir, { VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(/VAPID_PUBLIC_KEY must be a P-256 public key/);
  });
});

describe('a made VAPID pair', () => {
  it('keeps a private key that starts with a zero byte at its 32 bytes, which web-push and the loader accept', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.concat([Buffer.alloc(1), randomBytes(31)]));
    expect(ecdh.getPrivateKey().length).toBeLessThan(32);
    const pair = vapidPairOf(ecdh);
    expect(Buffer.from(pair.privateKey, 'base64url')).toHaveLength(32);
    expect(() => webpush.setVapidDetails('mailto:ops@example.edu', pair.publicKey, pair.privateKey)).not.toThrow();
    expect(load(freshDir(), { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }).push.privateKey).toBe(pair.privateKey);
  });
});

describe('PUSH_ALLOWED_HOSTS', () => {
  it("defaults to the browsers' push services, https only; a list of its own replaces them", () => {
    const hosts = load(freshDir()).push.allowedHosts;
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://wns2-par02p.notify.windows.com/w/?token=abc', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/abc', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://notify.windows.com.attacker.test/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://169.254.169.254/latest', hosts)).toBe(false);
    const own = load(freshDir(), { PUSH_ALLOWED_HOSTS: ' Push.Example.edu , *.push.test ' }).push.allowedHosts;
    expect(own).toEqual(['push.example.edu', '*.push.test']);
    expect(isAllowedPushEndpoint('https://push.example.edu/x', own)).toBe(true);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/x', own)).toBe(false);
  });
});
