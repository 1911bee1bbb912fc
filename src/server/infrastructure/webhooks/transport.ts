import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address.ts';

/** The most of an endpoint's answer that is read: its status is what counts. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** A delivery attempt that did not succeed: `status` is the endpoint's answer, if it gave one. */
export class WebhookAttemptError extends Error {
  constructor(message: string, readonly status: number | null = null) {
    super(message);
  }
}

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE: http and private addresses allowed. */
  allowPrivate: boolean;
}

/**
 * Resolves the endpoint's name and refuses it when any of its addresses is not public;
 * the connection is made to the addresses judged here, so a name that changes its answer
 * between the check and the connection (DNS rebinding) gains nothing.
 */
function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused) return callback(new WebhookAttemptError(`${hostname} resolves to ${refused.address}, which is not a public address`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new WebhookAttemptError(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * POSTs one signed delivery and resolves with the endpoint's 2xx status; anything else
 * rejects with a WebhookAttemptError. Redirects are not followed (a 3xx is a failure),
 * at most MAX_ANSWER_BYTES of the answer are read, and the whole attempt ends at `timeoutMs`.
 */
export function postWebhook(request: WebhookRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return reject(new WebhookAttemptError('the address is not a URL'));
    }
    const secure = url.protocol === 'https:';
    if (!secure && !(request.allowPrivate && url.protocol === 'http:')) return reject(new WebhookAttemptError('only https addresses are allowed'));
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !request.allowPrivate && !isPublicAddress(host)) return reject(new WebhookAttemptError(`${host} is not a public address`));
    const options: https.RequestOptions = {
      method: 'POST',
      headers: { ...request.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body), 'user-agent': 'Quad-Webhooks/1' },
      lookup: publicOnlyLookup(request.allowPrivate),
      agent: false,
    };
    let settled = false;
    const finish = (error: Error | null, status?: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(status!);
    };
    const req = (secure ? https : http).request(url, options, (res) => {
      const status = res.statusCode ?? 0;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) res.destroy();
      });
      const done = () => (status >= 200 && status < 300 ? finish(null, status) : finish(new WebhookAttemptError(`the endpoint answered ${status}`, status)));
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
    });
    const timer = setTimeout(() => {
      req.destroy();
      finish(new WebhookAttemptError(`no answer within ${request.timeoutMs} ms`));
    }, request.timeoutMs);
    timer.unref();
    req.on('error', (error) => finish(error instanceof WebhookAttemptError ? error : new WebhookAttemptError(error.message)));
    req.end(request.body);
  });
}
