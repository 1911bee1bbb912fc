import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** The body as `standardwebhooks` verified it (throws in `verify` if it does not). */
  json: { type: string; timestamp: string; data: Record<string, unknown> };
}

/**
 * A club's endpoint on 127.0.0.1: records every request it answers, answers what it is
 * told to (200 by default), and can go down (its port closed) and come back on the same port.
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  answerWith(status: number): void;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
  /** Every request verified with the standardwebhooks library under `secret`; throws on the first that fails. */
  verifyAll(secret: string): ReceivedWebhook['json'][];
}

/** `beforeAnswer`: awaited with each accepted request's number (1-based) after it is recorded, before it is answered. */
export async function startWebhookReceiver(path = '/hook', { beforeAnswer }: { beforeAnswer?: (n: number) => Promise<void> } = {}): Promise<WebhookReceiver> {
  let count = 0;
  const received: ReceivedWebhook[] = [];
  let status = 200;
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (status >= 200 && status < 300) {
        received.push({
          id: String(req.headers['webhook-id']),
          timestamp: String(req.headers['webhook-timestamp']),
          signature: String(req.headers['webhook-signature']),
          body,
          json: JSON.parse(body),
        });
      }
      if (beforeAnswer && status >= 200 && status < 300) await beforeAnswer(++count);
      res.statusCode = status;
      res.end('ok');
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const stop = () => new Promise<void>((resolve) => {
    for (const s of sockets) s.destroy();
    server.close(() => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answerWith(next) {
      status = next;
    },
    down: stop,
    up: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: async () => {
      if (server.listening) await stop();
    },
    verifyAll(secret) {
      const hook = new Webhook(secret);
      return received.map((r) => hook.verify(r.body, { 'webhook-id': r.id, 'webhook-timestamp': r.timestamp, 'webhook-signature': r.signature }) as ReceivedWebhook['json']);
    },
  };
}
