// Sequential requests over one kept-alive connection, timed with a high-resolution clock:
// the latency of one request on an otherwise idle server (the big-campus ratios).
import http from 'node:http';
import { percentile } from './figures.ts';

export interface Timed {
  p50: number;
  p99: number;
  samples: number;
  status: number;
  bytes: number;
}

function once(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<{ ms: number; status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** `count` sequential GETs after `warmup` untimed ones. */
export async function timeRequests(base: string, path: string, headers: Record<string, string> = {}, count = 200, warmup = 20): Promise<Timed> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(path, base);
  const latencies: number[] = [];
  let status = 0;
  let bytes = 0;
  try {
    for (let i = 0; i < warmup + count; i++) {
      const r = await once(agent, url, headers);
      status = r.status;
      bytes = r.bytes;
      if (r.status !== 200) throw new Error(`GET ${path} answered ${r.status}`);
      if (i >= warmup) latencies.push(r.ms);
    }
  } finally {
    agent.destroy();
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), samples: latencies.length, status, bytes };
}

/** One GET, its status and body. */
export async function getJson(base: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(new URL(path, base), { headers });
  const text = await res.text();
  return { status: res.status, bytes: Buffer.byteLength(text), body: text ? (JSON.parse(text) as any) : null };
}

/** The bytes one GET puts on the wire (the body as sent, compressed or not), and its encoding. */
export async function wireBytes(base: string, path: string, headers: Record<string, string> = {}): Promise<{ bytes: number; encoding: string }> {
  const agent = new http.Agent({ keepAlive: false });
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(path, base), { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
