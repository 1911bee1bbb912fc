import { describe, expect, it } from 'vitest';
import { scriptJson, summary, withHead } from './head.ts';
import { wrapWords } from './og-image.ts';

describe('public page head', () => {
  it('cuts a description at a word and folds whitespace', () => {
    expect(summary('a  b\n c')).toBe('a b c');
    const long = 'word '.repeat(60);
    const cut = summary(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('keeps JSON from closing its script', () => {
    expect(scriptJson({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
  });

  it('replaces the built title and description, once', () => {
    const html = '<head><meta name="description" content="x" />\n<title>Quad</title></head>';
    const out = withHead(html, { title: 'T', description: 'D', url: 'https://a/b', image: 'https://a/i.png', imageAlt: 'I', type: 'website', siteName: 'Quad' });
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out.match(/name="description"/g)).toHaveLength(1);
    expect(out).toContain('<meta name="description" content="D" />');
  });

  it('wraps a preview card’s title on words, at most three lines, marking a cut', () => {
    expect(wrapWords('Star Party', 26, 3)).toEqual(['Star Party']);
    expect(wrapWords('one two three four five six seven', 10, 2)).toEqual(['one two', 'three four…']);
  });
});
