import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { neededMantineSheets } from '../../../test/support/mantine-css.ts';

describe("Mantine's style sheets", () => {
  it('are imported for every core component the app and its Mantine packages use, in Mantine’s order, and no others', () => {
    const imported = [...readFileSync('src/web/app/mantine-styles.ts', 'utf8').matchAll(/^import '@mantine\/core\/styles\/([^']+)\.css';$/gm)].map((m) => m[1]);
    expect(imported).toEqual(neededMantineSheets());
  });

  it('follow a page that starts to use another component, with what it is built on', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'quad-mantine-'));
    try {
      writeFileSync(path.join(dir, 'Page.tsx'), "import { Button, Stepper, type MantineTheme } from '@mantine/core';\n");
      const sheets = neededMantineSheets(dir);
      expect(sheets).toEqual(expect.arrayContaining(['Stepper', 'Button', 'UnstyledButton', 'Loader']));
      expect(sheets).not.toContain('Table');
      expect(sheets.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
