import fc from 'fast-check';
import { controlCharString, hostileNumber, injectionString, nanLikeString, unicodeString } from './hostile.ts';
import { Ref, REF_NAMES, refsForPath } from './refs.ts';

/** Encodes a path segment or query value; a lone surrogate becomes its (invalid) UTF-8 bytes. */
export function encodeText(text: string): string {
  let out = '';
  for (const ch of text) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  }
  return out;
}

/** Raw percent sequences: NUL, broken escapes, overlong and invalid UTF-8, encoded slashes and dots. */
export const percentEncodedText = fc.constantFrom(
  '%00', 'abc%00def', '%2F', '%2e%2e', '..%2F..%2Fapi%2Fme', '%zz', '%', '%C0%80', '%C0%AF', '%ED%A0%80', '%FF%FE', '%F0%9F%98%80', '%2500', '%0A%0D', '%20',
);

/** Short hostile text (URLs stay under Node's 16 KB limit for the request line and headers). */
const shortHostileText = fc.oneof(controlCharString, unicodeString, injectionString, nanLikeString, hostileNumber.map(String));

/** A path id: a real record (maybe with a raw suffix), encoded hostile text, raw percent sequences, or very long. */
export function pathId(path: string): fc.Arbitrary<unknown> {
  const own = refsForPath(path);
  const anyRecord = fc.constantFrom(...REF_NAMES).map((name) => new Ref(name));
  const realId = own.length
    ? fc.tuple(fc.constantFrom(...own), fc.constantFrom('', '', '', '%00', '%20', '.json', '%2F..', 'x')).map(([name, suffix]) => new Ref(name, suffix))
    : anyRecord;
  const veryLongId = fc.constantFrom(499, 500, 501, 1000, 8000).map((n) => 'a'.repeat(n));
  return fc.oneof(
    { weight: 4, arbitrary: realId },
    { weight: 1, arbitrary: anyRecord },
    { weight: 3, arbitrary: shortHostileText.map(encodeText) },
    { weight: 2, arbitrary: percentEncodedText },
    { weight: 1, arbitrary: veryLongId },
  );
}

/** A query value: hostile text, or long. */
export const hostileQueryValue = fc.oneof(shortHostileText, fc.constantFrom(1000, 4000).map((n) => 'q'.repeat(n)));

/** Sometimes one raw, broken percent-encoding in the query, for one of the route's parameters. */
export const rawQuery = (names: string[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...names, 'x'), percentEncodedText).map(([k, v]) => `${k}=${v}`) });

/** For an anonymous visitor, sometimes a forged session, device or preference cookie. */
export const hostileCookie = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('quad.session_token', 'quad.device', 'quad.dont_remember', '__Secure-quad.session_token', 'quad.session_data'),
        fc.oneof(fc.constantFrom('', 'a.b', 'a.b.c', 'x%00.y', '%00', '"q"', '%zz', '..', 'a'.repeat(4000), 'e30.e30.e30'), shortHostileText.map(encodeText)),
      )
      .map(([name, value]) => `${name}=${value}`),
  },
);
