import { describe, expect, it } from 'vitest';
import { shortName } from './format.ts';
import { cutAtWord, cutText, graphemeLength, graphemes, withoutEmoji } from './text-cut.ts';

/** A lone half of a surrogate pair: what a cut inside an emoji leaves (shown as �). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('cutting text by grapheme', () => {
  it('counts what a reader sees as one character', () => {
    expect(graphemeLength('Priya 🔥')).toBe(7);
    expect(graphemes('👩‍👩‍👧🇮🇳e\u0301')).toEqual(['👩‍👩‍👧', '🇮🇳', 'e\u0301']);
  });

  it('never splits an emoji, a ZWJ family, a flag, a skin tone or a letter from its accent', () => {
    expect(cutText('Priya 🔥 Sharma', 8)).toBe('Priya 🔥…');
    expect(cutText('ab👩‍👩‍👧cd', 4)).toBe('ab👩‍👩‍👧…');
    expect(cutText('Go 🇮🇳🇮🇳🇮🇳', 5)).toBe('Go 🇮🇳…');
    expect(cutText('hi 👋🏽👋🏽👋🏽', 5)).toBe('hi 👋🏽…');
    expect(cutText('Cafe\u0301 Cafe\u0301', 5)).toBe('Cafe\u0301…');
    for (const text of ['Priya 🔥 Sharma', '♟️🔥 Chess Club', '👨‍👩‍👧‍👦 families', '🏳️‍🌈🏳️‍🌈🏳️‍🌈']) {
      for (let max = 1; max < 12; max++) expect(cutText(text, max), `${text} at ${max}`).not.toMatch(LONE_SURROGATE);
    }
  });

  it('keeps a text that fits, and cuts at a word when one is near', () => {
    expect(cutText('Short', 10)).toBe('Short');
    expect(cutAtWord('one two three four five', 16)).toBe('one two three…');
    expect(cutAtWord('🔥🔥🔥🔥 🔥🔥🔥🔥 🔥🔥', 11)).toBe('🔥🔥🔥🔥 🔥🔥🔥🔥…');
  });

  it('leaves out what only an emoji font can draw, and keeps the rest', () => {
    expect(withoutEmoji('Chess Club ♟️🔥 night')).toBe('Chess Club night');
    expect(withoutEmoji('Go 🇮🇳 team 1️⃣ 👨‍👩‍👧 ok')).toBe('Go team ok');
    expect(withoutEmoji('© Café ♟ 2026')).toBe('© Café ♟ 2026');
  });
});

describe("the top bar's short name", () => {
  it('is 7 characters plus "..." and never ends in half an emoji', () => {
    expect(shortName('Meenakshi Sundaram')).toBe('Meenaks...');
    expect(shortName('Priya 🔥 Raman')).toBe('Priya 🔥...');
    expect(shortName('Priya 👩🏽‍💻 Raman')).toBe('Priya 👩🏽‍💻...');
    expect(shortName('Asha')).toBe('Asha');
  });
});
