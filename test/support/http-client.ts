import { request } from 'node:http';
import { checkAnswer } from './openapi-answers.ts';

/**
 * A small HTTP client with a cookie jar that behaves like a browser tab: it sends Origin.
 * Every JSON answer is checked against the server's own OpenAPI document (openapi-answers.ts).
 */
export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly options: { origin?: string | null } = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  clearCookies() {
    this.cookies.clear();
  }

  /** A second client with the same cookies (another tab of the same browser). */
  clone(): HttpClient {
    const copy = new HttpClient(this.baseUrl, this.options);
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResponse<T>> {
    const h = new Headers(headers);
    const origin = this.options.origin === undefined ? this.baseUrl : this.options.origin;
    if (origin && method !== 'GET' && method !== 'HEAD' && !h.has('origin')) h.set('origin', origin);
    if (this.cookies.size) h.set('cookie', this.cookieHeader);
    let payload: BodyInit | undefined;
    if (body instanceof FormData || typeof body === 'string' || body instanceof Uint8Array) payload = body as BodyInit;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      h.set('content-type', 'application/json');
    }
    const response = await fetch(new URL(path, this.baseUrl), { method, headers: h, body: payload, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) {
      parsed = JSON.parse(text);
      await checkAnswer(this.baseUrl, method, path, response.status, parsed);
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body, headers);
  }
  patch<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, body, headers);
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }
}

/**
 * A request whose Host header is the caller's to choose (fetch always sends the real one):
 * what a script can send to pretend the server was reached under another name.
 */
export async function requestWithHost(
  baseUrl: string, method: string, path: string, host: string, body?: unknown, headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const url = new URL(path, baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method,
      headers: {
        ...headers,
        host,
        ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
      },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        if ((res.headers['content-type'] ?? '').includes('json') && text) parsed = JSON.parse(text);
        resolve({ status: res.statusCode ?? 0, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}
