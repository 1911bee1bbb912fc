import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_USN_PATTERN } from '../domain/schemas/fields.ts';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'quad-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), CAMPUS_TIME_ZONE: 'UTC', ...env } as NodeJS.ProcessEnv);

describe('USN_PATTERN', () => {
  it('defaults to 3 to 20 letters, digits and hyphens with a digit', () => {
    expect(load({}).usnPattern).toBe(DEFAULT_USN_PATTERN);
    expect(load({ USN_PATTERN: '' }).usnPattern).toBe(DEFAULT_USN_PATTERN);
  });

  it("takes a campus's own pattern", () => {
    expect(load({ USN_PATTERN: '1RV\\d{2}[A-Z]{2}\\d{3}' }).usnPattern).toBe('1RV\\d{2}[A-Z]{2}\\d{3}');
  });

  it('stops the start-up for a pattern that is no regular expression, saying which and why', () => {
    expect(() => load({ USN_PATTERN: '1RV[' })).toThrow(ConfigError);
    expect(() => load({ USN_PATTERN: '1RV[' })).toThrow(/USN_PATTERN: "1RV\[" is not a regular expression .*: Unterminated character class/);
  });
});
