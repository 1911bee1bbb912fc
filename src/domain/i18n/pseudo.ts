import { en, type Catalogue } from './en.ts';

const ACCENTS: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

/** A break opportunity without a visible space (U+200B). */
const FILLER_BREAK = '\u200b';

/**
 * An English text made to look foreign and 40 % longer: every letter accented, and
 * filler (`~`) added after each run of text, so a screen that only fits English shows it.
 * ICU arguments are left whole: text is changed only outside braces and inside the
 * branches of a plural or select (even depth), never an argument's name or keyword.
 */
export function pseudoText(text: string): string {
  let out = '';
  let depth = 0;
  let run = 0;
  const pad = () => {
    // In short groups that may break between them, as a long sentence's words would: one
    // unbreakable run of 40 tildes would push a narrow screen sideways where no language does.
    if (run > 0) out += (('~'.repeat(Math.ceil(run * 0.4)).match(/~{1,5}/g)) ?? []).join(FILLER_BREAK);
    run = 0;
  };
  for (const ch of text) {
    if (ch === '{') {
      if (depth % 2 === 0) pad();
      depth++;
      out += ch;
    } else if (ch === '}') {
      if (depth % 2 === 0) pad();
      depth = Math.max(0, depth - 1);
      out += ch;
    } else if (depth % 2 === 0 && ch !== '#') {
      out += ACCENTS[ch] ?? ch;
      run++;
    } else {
      out += ch;
    }
  }
  pad();
  return `[${out}]`;
}

/** The pseudo-locale's catalogue, made from English (never written by hand, never in production). */
export function pseudoCatalogue(): Catalogue {
  return Object.fromEntries(
    Object.entries(en).map(([ns, texts]) => [ns, Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, pseudoText(text)]))]),
  ) as Catalogue;
}
