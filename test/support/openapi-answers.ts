import { appendFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { codeAgreesWithStatus } from '../../src/server/infrastructure/http/errors.ts';

/**
 * Every JSON answer a test receives is checked against the OpenAPI document the same
 * server serves (`/api/docs/json`), so the documented shapes and the real ones cannot
 * drift apart. The document is fetched and compiled once per server; each operation's
 * schema is compiled the first time an answer needs it.
 */

type Schema = Record<string, unknown>;
interface Operation {
  pattern: RegExp;
  /** Literal segments first: `/api/events/mine` wins over `/api/events/{id}`. */
  params: number;
  method: string;
  template: string;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface CompiledDocument {
  operations: Operation[];
  validators: Map<string, ValidateFunction | null>;
}

const documents = new Map<string, Promise<CompiledDocument | null>>();
const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });

/**
 * OpenAPI 3.0's `nullable: true` as plain JSON Schema: `type: [..., 'null']`. As the
 * 3.0.3 clarification reads it (and strict client generators do), it widens the type
 * only: an `enum` still has to list null itself for null to be allowed.
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable' || key === 'example' || key === 'examples') continue;
    out[key] = key === 'enum' ? value : toJsonSchema(value);
  }
  if ((node as Schema).nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    if (!out.type && !out.enum) return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

async function load(baseUrl: string): Promise<CompiledDocument | null> {
  let doc: { paths?: Record<string, Record<string, Operation['responses'] | { responses?: Operation['responses'] }>> };
  try {
    const res = await fetch(new URL('/api/docs/json', baseUrl));
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return null;
    doc = await res.json();
  } catch {
    return null;
  }
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(doc.paths ?? {})) {
    const segments = template.split('/').map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    for (const [method, op] of Object.entries(methods)) {
      const responses = (op as { responses?: Operation['responses'] }).responses ?? {};
      operations.push({ pattern: new RegExp(`^${segments.join('/')}$`), params: (template.match(/\{/g) ?? []).length, method: method.toUpperCase(), template, responses });
    }
  }
  operations.sort((a, b) => a.params - b.params);
  return { operations, validators: new Map() };
}

const undocumentedLog = process.env.OPENAPI_UNDOCUMENTED_LOG;

function noteUndocumented(line: string) {
  if (undocumentedLog) appendFileSync(undocumentedLog, `${line}\n`);
}

/** Throws when a JSON answer of a documented operation and status does not match its schema. */
export async function checkAnswer(baseUrl: string, method: string, path: string, status: number, body: unknown): Promise<void> {
  // Better Auth's answers (/api/auth/*) and pages are not in the document; asking for it
  // there would only add a request that rate-limit tests would count.
  const pathname = new URL(path, baseUrl).pathname;
  if (!pathname.startsWith('/api/') || pathname.startsWith('/api/auth/')) return;
  let pending = documents.get(baseUrl);
  if (!pending) {
    pending = load(baseUrl);
    documents.set(baseUrl, pending);
  }
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  if (status >= 400 && typeof code === 'string' && !codeAgreesWithStatus(code, status)) {
    throw new Error(`The answer to ${method} ${path} has status ${status} but error code ${code}: they must agree`);
  }
  const compiled = await pending;
  if (!compiled) return;
  const verb = method === 'HEAD' ? 'GET' : method;
  const op = compiled.operations.find((o) => o.method === verb && o.pattern.test(pathname));
  if (!op) {
    if (!pathname.startsWith('/api/docs')) noteUndocumented(`${method} ${pathname} ${status} (no operation)`);
    return;
  }
  const response = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
  const key = `${op.method} ${op.template} ${status}`;
  if (!response) {
    noteUndocumented(`${key} (status not documented)`);
    return;
  }
  let validate = compiled.validators.get(key);
  if (validate === undefined) {
    const schema = response.content?.['application/json']?.schema;
    validate = schema ? ajv.compile(toJsonSchema(schema) as Schema) : null;
    compiled.validators.set(key, validate);
  }
  if (!validate) {
    noteUndocumented(`${key} (no JSON schema)`);
    return;
  }
  if (!validate(body)) {
    const errors = (validate.errors ?? []).map((e) => `  ${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`).join('\n');
    throw new Error(`The answer to ${method} ${path} (${key}) does not match the OpenAPI document:\n${errors}\nbody: ${JSON.stringify(body).slice(0, 2000)}`);
  }
}
