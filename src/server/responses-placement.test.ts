import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every JSON answer's schema is declared once, in src/domain/responses, where the web app
 * reads its type too: a route's `response:` names those schemas and builds none itself
 * (z.null() for 204 and z.unknown() for a file are not JSON answers, and stay).
 */

const SERVER = fileURLToPath(new URL('.', import.meta.url));

/** The `response: { … }` sections of a file's routes, each with its line. */
export function responseSections(text: string): { line: number; code: string }[] {
  const found: { line: number; code: string }[] = [];
  for (const match of text.matchAll(/response:\s*\{/g)) {
    let depth = 1;
    let i = match.index + match[0].length;
    while (depth > 0 && i < text.length) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}') depth--;
      i++;
    }
    found.push({ line: text.slice(0, match.index).split('\n').length, code: text.slice(match.index, i) });
  }
  return found;
}

/** A section that writes an object or array schema in place. */
export const buildsSchema = (code: string) => /\bz\s*\.\s*(object|array|strictObject|looseObject|record|union|discriminatedUnion)\s*\(/.test(code);

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /routes\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('response schemas', () => {
  it('tells an inline schema from a named one', () => {
    const [inline, named] = responseSections(`
      a: { response: { 200: z.object({ unread: z.number() }), ...errorResponses(401) } },
      b: { response: { 200: inboxSchema, 204: z.null(), ...errorResponses(401) } },`);
    expect(buildsSchema(inline!.code)).toBe(true);
    expect(buildsSchema(named!.code)).toBe(false);
  });

  it('are all declared in src/domain/responses, none inline in a route', () => {
    const inline = routeFiles(SERVER).flatMap((file) =>
      responseSections(readFileSync(file, 'utf8'))
        .filter((section) => buildsSchema(section.code))
        .map((section) => `${relative(SERVER, file)}:${section.line}`),
    );
    expect(inline).toEqual([]);
  });
});
