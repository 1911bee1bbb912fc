// docs/configuration.md lists every environment variable the server reads: one added to the
// configuration (or read straight from process.env) without a line there fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The variables of config.ts's schema (and config-campus.ts's and config-wallet.ts's parts of it), and every process.env read in src/server. */
function variablesRead(): string[] {
  const names = new Set<string>();
  for (const file of ['src/server/config.ts', 'src/server/config-campus.ts', 'src/server/config-wallet.ts']) {
    const text = readFileSync(file, 'utf8');
    const schemas = text.match(/(?:envSchema = z\.object\(\{|return \{)[\s\S]*?\n\s*\}\)?;?\n/g) ?? [];
    for (const schema of schemas) for (const m of schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)) names.add(m[1]!);
  }
  const sources = readdirSync('src/server', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(path.join('src/server', f), 'utf8'));
  for (const text of sources) for (const m of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(m[1]!);
  return [...names].sort();
}

describe('docs/configuration.md', () => {
  it('has a row for every environment variable the server reads', () => {
    const doc = readFileSync('docs/configuration.md', 'utf8');
    const read = variablesRead();
    expect(read).toEqual(expect.arrayContaining(['PORT', 'SESSION_SECRET', 'CAMPUS_OIDC_ISSUER', 'CAMPUS_SSO_ONLY', 'TRUST_PROXY', 'WEB_ROOT', 'TZ']));
    const rows = doc.split('\n').filter((line) => line.startsWith('| `'));
    expect(read.filter((name) => !rows.some((row) => row.split(' | ')[0]!.includes(`\`${name}\``)))).toEqual([]);
  });
});
