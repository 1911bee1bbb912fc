// A push service for tests (RFC 8030), at the edge of the world: Quad posts to it over
// https as it would to FCM or Mozilla's, and it checks each message as a browser's push
// service and the browser would: the VAPID JWT (RFC 8292, ES256) verified against the
// public key the test expects, the payload decrypted (RFC 8291, aes128gcm, with http_ece)
// with the subscription's own private key. Its certificate is made for the test (openssl)
// and trusted by the test process (trustInThisProcess) or a server process (caFile).
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
// @ts-expect-error http_ece ships no types
import ece from 'http_ece';
import type { PushNotice } from '../../src/domain/push.ts';

export interface ReceivedPush {
  /** The subscription it was posted to (the last part of the endpoint). */
  subscription: string;
  notice: PushNotice;
  ttl: number;
  topic: string | undefined;
  urgency: string | undefined;
  /** The JWT's claims (checked: aud, exp, sub). */
  claims: { aud: string; exp: number; sub: string };
}

export interface TestSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushService {
  /** https://127.0.0.1:port: its host goes in PUSH_ALLOWED_HOSTS. */
  origin: string;
  host: string;
  /** The certificate's file, for NODE_EXTRA_CA_CERTS of a server process. */
  caFile: string;
  /** Messages accepted (201), decrypted, in order. */
  received: ReceivedPush[];
  /** Messages refused because they did not check out (bad JWT, undecryptable): none, in a passing test. */
  rejected: string[];
  /** A browser subscribing: a fresh P-256 key pair and auth secret, kept here to decrypt with. */
  subscribe(): TestSubscription;
  /** From now on answer every message with `status` (503: an outage; undefined: back to normal). */
  answerAll(status: number | undefined): void;
  /** The subscription is no more: messages to it are answered 410 Gone. */
  unsubscribe(id: string): void;
  waitFor(check: (p: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  /** Makes https requests of this process trust the service's certificate; returns the undo. */
  trustInThisProcess(): () => void;
  close(): Promise<void>;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** The JWT's claims when its ES256 signature verifies against `publicKey` (base64url, uncompressed P-256), else a reason. */
export function verifyVapidJwt(token: string, publicKey: string): { claims: ReceivedPush['claims'] } | { problem: string } {
  const [h, p, s] = token.split('.');
  if (!h || !p || !s) return { problem: 'not a JWT' };
  const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
  if (header.alg !== 'ES256') return { problem: `alg ${header.alg}` };
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
  if (!ok) return { problem: 'the signature does not verify' };
  return { claims: JSON.parse(Buffer.from(p, 'base64url').toString()) as ReceivedPush['claims'] };
}

/** Starts the service; every message must be signed with `vapidPublicKey` (the server's GET /api/push/key). */
export async function startPushService(options: {
  vapidPublicKey: () => string | Promise<string>;
  /**
   * Runs when a message checked out, before it is answered: it may wait or throw (the
   * message is then answered 500 and not kept). `arrival` counts the messages that got this far, from 1.
   */
  beforeAccept?: (push: ReceivedPush, arrival: number) => void | Promise<void>;
}): Promise<PushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'push-service-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile,
  ], { stdio: 'ignore' });
  const cert = readFileSync(certFile, 'utf8');

  const keys = new Map<string, { ecdh: ECDH; auth: string }>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let answer: number | undefined;
  let arrivals = 0;

  const server = https.createServer({ key: readFileSync(keyFile), cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const id = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
        const refuse = (status: number, why: string) => {
          if (status === 400 || status === 401) rejected.push(`${id}: ${why}`);
          res.writeHead(status).end(why);
        };
        if (answer !== undefined) return refuse(answer, 'not now');
        if (gone.has(id)) return refuse(410, 'gone');
        const subscription = keys.get(id);
        if (req.method !== 'POST' || !subscription) return refuse(404, 'no such subscription');
        const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(req.headers.authorization ?? '');
        if (!auth) return refuse(401, `no VAPID authorization: ${req.headers.authorization}`);
        const expected = await options.vapidPublicKey();
        if (auth[2] !== expected) return refuse(401, 'signed with another key');
        const jwt = verifyVapidJwt(auth[1]!, expected);
        if ('problem' in jwt) return refuse(401, jwt.problem);
        const now = Date.now() / 1000;
        if (jwt.claims.aud !== origin) return refuse(401, `aud ${jwt.claims.aud}`);
        if (!(jwt.claims.exp > now && jwt.claims.exp <= now + 24 * 3600)) return refuse(401, 'exp');
        if (!/^(mailto:|https:)/.test(jwt.claims.sub ?? '')) return refuse(401, 'sub');
        if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(400, `content-encoding ${req.headers['content-encoding']}`);
        let notice: PushNotice;
        try {
          const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.auth }) as Buffer;
          notice = JSON.parse(plain.toString('utf8')) as PushNotice;
        } catch (error) {
          return refuse(400, `could not decrypt: ${String(error)}`);
        }
        const push: ReceivedPush = {
          subscription: id, notice, ttl: Number(req.headers.ttl), topic: req.headers.topic as string | undefined, urgency: req.headers.urgency as string | undefined, claims: jwt.claims,
        };
        try {
          await options.beforeAccept?.(push, ++arrivals);
        } catch (error) {
          return refuse(500, String(error));
        }
        received.push(push);
        res.writeHead(201, { location: `${origin}/messages/${received.length}` }).end();
      })().catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    host: '127.0.0.1',
    caFile: certFile,
    received,
    rejected,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = b64url(randomBytes(16));
      const id = b64url(randomBytes(12));
      keys.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth } };
    },
    answerAll(status) {
      answer = status;
    },
    unsubscribe(id) {
      gone.add(id);
    },
    async waitFor(check, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(check);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such push arrived; received: ${JSON.stringify(received.map((r) => r.notice.title))}; rejected: ${JSON.stringify(rejected)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    trustInThisProcess() {
      const before = https.globalAgent.options.ca;
      https.globalAgent.options.ca = [...tls.rootCertificates, cert];
      return () => {
        https.globalAgent.options.ca = before;
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
