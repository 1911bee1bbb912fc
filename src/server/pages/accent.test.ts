import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/support/test-app.ts';
import { startTestAppWithPages } from '../../../test/support/web-root.ts';
import { accentScale } from '../../domain/accent.ts';

// The campus's colour (CAMPUS_ACCENT) from its setting to the first paint.

let t: TestApp;

beforeAll(async () => {
  t = await startTestAppWithPages({ CAMPUS_ACCENT: '#C2255C' });
});
afterAll(async () => {
  await t?.close();
});

describe('CAMPUS_ACCENT', () => {
  it('is in the public configuration, written out in lower case', async () => {
    const res = await t.client().get('/api/config');
    expect(res.body.accent).toBe('#c2255c');
  });

  it("is the rendered page's primary colour, with its filled shade, before any script runs", async () => {
    const html = (await t.client().get('/')).text;
    const { shades, filled } = accentScale('#c2255c');
    expect(html).toContain(`--mantine-color-campus-${filled}: ${shades[filled]}`);
    expect(html).toContain('--mantine-primary-color-filled: var(--mantine-color-campus-filled)');
    expect(html).toContain(`--mantine-color-campus-filled: var(--mantine-color-campus-${filled})`);
    expect(shades[filled]).toBe('#c2255c');
  });
});
