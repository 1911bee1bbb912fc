import { describe, expect, it } from 'vitest';
import { accentScale, contrast, DEFAULT_CAMPUS_ACCENT, isHexColour, luminance, normalizeHexColour } from './accent.ts';

describe('the campus accent', () => {
  it.each([DEFAULT_CAMPUS_ACCENT, '#ffd43b', '#f1f3f5', '#000000', '#e03131', '#7048e8', '#0ca678', '#FA0'])(
    '%s gives ten shades, light to dark, whose filled shade carries white text at 4.5:1 or more',
    (accent) => {
      const { shades, filled } = accentScale(accent);
      expect(shades).toHaveLength(10);
      for (const shade of shades) expect(isHexColour(shade)).toBe(true);
      const lum = shades.map(luminance);
      for (let i = 1; i < 10; i++) expect(lum[i]!).toBeLessThanOrEqual(lum[i - 1]! + 0.02);
      expect(filled).toBeGreaterThanOrEqual(5);
      expect(filled).toBeLessThanOrEqual(9);
      expect(contrast('#ffffff', shades[filled]!)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps the campus colour itself as one of the shades', () => {
    expect(accentScale('#0B7A75').shades).toContain('#0b7a75');
    expect(accentScale('#c2255c').shades).toContain('#c2255c');
  });

  it('reads #rgb and #rrggbb only', () => {
    expect(['#abc', '#A1B2C3', ' #0b7a75 '].map(isHexColour)).toEqual([true, true, true]);
    expect(['teal', '#abcd', '0b7a75', '#ggg000', ''].map(isHexColour)).toEqual([false, false, false, false, false]);
    expect(normalizeHexColour('#ABC')).toBe('#aabbcc');
  });
});
