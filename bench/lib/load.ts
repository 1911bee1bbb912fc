// Load from this process (the server runs in another one), with autocannon.
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  durationS: number;
}

export interface LoadOptions {
  url: string;
  connections?: number;
  /** Seconds; or `amount` requests in all. */
  duration?: number;
  amount?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Per request: the raw request may be changed (a different student each time). */
  setupRequest?: (request: any) => any;
  onResponse?: (status: number, body: string) => void;
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 10,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    timeout: 30,
    requests: options.setupRequest || options.onResponse
      ? [{ setupRequest: options.setupRequest, onResponse: options.onResponse ? (status: number, body: string) => options.onResponse!(status, body) : undefined }]
      : undefined,
  } as any);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    durationS: result.duration,
  };
}
