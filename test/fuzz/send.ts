import type { HttpClient, HttpResponse } from '../support/http-client.ts';
import type { FuzzRequest } from './arbitraries.ts';
import type { Fixture } from './fixture.ts';
import { Base64Json, Huge } from './hostile.ts';
import { multipartBody, type MultipartSpec } from './multipart.ts';
import { Ref } from './refs.ts';
import { encodeText } from './url-parts.ts';

/** A request as it went out and what came back, for the failure message. */
export interface Sent {
  actor: string;
  method: string;
  url: string;
  cookie: string;
  contentType: string | null;
  body: string;
  status: number;
  response: string;
}

/** No answer within this time is a failure too (a hung request). */
const ANSWER_TIMEOUT_MS = 15_000;

/** Replaces symbolic values: `Ref` by the real id, `Huge` by its string, `Base64Json` by its encoding. */
export function materialize(value: unknown, fixture: Fixture): unknown {
  if (value instanceof Ref) return fixture.resolve(value) + value.suffix;
  if (value instanceof Huge) return value.expand();
  if (value instanceof Base64Json) return value.encode();
  if (Array.isArray(value)) return value.map((v) => materialize(v, fixture));
  // Object.fromEntries keeps `__proto__` as an own key, as JSON.parse would.
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, materialize(v, fixture)]));
  return value;
}

/** A path segment: a Ref's id is encoded and its suffix kept raw; other generated ids are already encoded. */
function segment(value: unknown, fixture: Fixture): string {
  if (value instanceof Ref) return encodeText(fixture.resolve(value)) + value.suffix;
  return String(materialize(value, fixture));
}

export function urlOf(request: FuzzRequest, fixture: Fixture): string {
  const path = request.path.replace(/\{(\w+)\}/g, (_, name: string) => segment(request.params[name], fixture));
  const pairs = request.query.map(([k, v]) => `${encodeText(k)}=${encodeText(String(materialize(v, fixture)))}`);
  if (request.rawQuery) pairs.push(request.rawQuery);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** At most `max` characters, saying how long it was. */
export function shorten(text: string, max = 300): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} chars)`;
}

async function answered<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms: ${what}`)), ANSWER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface Outgoing {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Uint8Array;
  /** The body as the failure message shows it. */
  shown: string;
}

/** Sends with a copy of the actor's cookie jar, so that a fuzzed sign-in cannot swap an actor's session. */
async function dispatch(client: HttpClient, actor: string, out: Outgoing): Promise<Sent> {
  const what = `${out.method} ${shorten(out.url)} (body ${out.shown})`;
  let res: HttpResponse<unknown>;
  try {
    res = await answered(client.clone().request(out.method, out.url, out.payload, out.headers), what);
  } catch (error) {
    // A response that says JSON and is not JSON fails here too.
    throw new Error(`${what} failed: ${(error as Error).message}`, { cause: error });
  }
  return {
    actor, method: out.method, url: out.url, cookie: out.headers.cookie ?? '', contentType: out.headers['content-type'] ?? null,
    body: out.shown, status: res.status, response: shorten(res.text, 500),
  };
}

export async function sendRequest(fixture: Fixture, request: FuzzRequest): Promise<Sent> {
  const { method, body, actor } = request;
  const headers: Record<string, string> = actor === 'anonymous' && request.cookie ? { cookie: request.cookie } : {};
  const out: Outgoing = { method, url: urlOf(request, fixture), headers, shown: '(none)' };
  if (body.kind === 'json') {
    out.payload = JSON.stringify(materialize(body.value, fixture)) ?? 'null';
    out.shown = shorten(out.payload);
    headers['content-type'] = 'application/json';
  } else if (body.kind === 'raw') {
    const text = body.text instanceof Huge ? body.text.expand() : body.text;
    // Without a content type, a string would go as text/plain: bytes go without one.
    out.payload = body.contentType ? text : new TextEncoder().encode(text);
    out.shown = shorten(JSON.stringify(text));
    if (body.contentType) headers['content-type'] = body.contentType;
  }
  return dispatch(fixture.actors[actor], actor, out);
}

export async function sendMultipart(fixture: Fixture, spec: MultipartSpec): Promise<Sent> {
  const { contentType, bytes } = multipartBody(spec);
  const shown = shorten(JSON.stringify(Buffer.from(bytes).toString('latin1')), 600);
  return dispatch(fixture.actors[spec.actor], spec.actor, { method: 'POST', url: '/api/images', headers: { 'content-type': contentType }, payload: bytes, shown });
}

/** Everything needed to send the request again by hand. */
export function describeSent(sent: Sent): string {
  return [
    `  ${sent.method} ${shorten(sent.url, 400)}  (as ${sent.actor})`,
    ...(sent.cookie ? [`  cookie: ${shorten(sent.cookie)}`] : []),
    `  content-type: ${sent.contentType ?? '(none)'}`,
    `  body: ${sent.body}`,
    `  → ${sent.status} ${sent.response}`,
  ].join('\n');
}
