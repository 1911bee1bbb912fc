import fc from 'fast-check';

/**
 * Hostile values, each generator named for what it makes. Large strings are kept
 * symbolic (`Huge`) so that fast-check's report stays readable; they are expanded
 * just before the request is sent (see materialize in send.ts).
 */

/** A string of `length` copies of `unit`, printed as `huge("a" × 200000)`. */
export class Huge {
  constructor(
    readonly unit: string,
    readonly length: number,
  ) {}

  expand(): string {
    return this.unit.repeat(this.length);
  }

  [fc.toStringMethod](): string {
    return `huge(${JSON.stringify(this.unit)} × ${this.length})`;
  }
}

export const controlCharacter = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u001f', '\u007f', '\r\n', '\u2028', '\ufeff');

/** Text with NUL or another control character somewhere in it. */
export const controlCharString = fc
  .tuple(fc.string({ maxLength: 6 }), controlCharacter, fc.string({ maxLength: 6 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

export const loneSurrogate = fc.constantFrom('\ud800', '\udfff', 'a\ud83d', '\ude00b', '\udbff\udbff');

/** Emoji, right-to-left text, stacks of combining marks, lone surrogates, any code point. */
export const unicodeString = fc.oneof(
  fc.constantFrom(
    '😀',
    '👩‍👩‍👧‍👦',
    '\u202eevil\u202c',
    'مرحبا بالعالم',
    'שלום',
    `e${'\u0301'.repeat(300)}`,
    'Z̷̧̛̖̈́a̸̢̓l̵̜̈́g̶̣̈o̴̧͝',
    '\u200b\u200c\u200d',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    'İı',
  ),
  loneSurrogate,
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
);

/** 10 000 to 200 000 characters of one repeated unit (ASCII, NUL, emoji, accent, space, %). */
export const hugeString = fc
  .record({
    unit: fc.constantFrom('a', '\u0000', '😀', 'é', ' ', '%', '\u0301'),
    length: fc.integer({ min: 10_000, max: 200_000 }),
  })
  .map(({ unit, length }) => new Huge(unit, length));

/** Strings that mean something to SQL, LIKE, templates, HTML or a shell. */
export const injectionString = fc.constantFrom(
  "' OR '1'='1",
  "'); DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '%_%\\%',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '$(reboot)',
  '__proto__',
  'constructor',
);

/** Negative, fractional, huge, negative zero, past the safe integers, the extremes of doubles. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, 2.999999, -2147483649, 2 ** 31, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE, 1e21, -1e21),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Text a careless parseInt/Number would read as a number, or as NaN. */
export const nanLikeString = fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999', '0x1F', '1_000', '', ' ', ' 5 ', '5abc', '-0', '+5', '0.0', '٥', '５', '9'.repeat(400));

/** A number written as a string ("5", "-3"). */
export const numericString = fc.oneof(fc.constant('5'), fc.integer({ min: -10, max: 100 }).map(String), hostileNumber.map(String));

/** Anything but the expected type: numbers, booleans, null, arrays, objects, numeric strings. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxKeys: 3 }),
  numericString,
);

/** Any hostile string (control characters, unicode, injections, NaN-like, huge). */
export const hostileString: fc.Arbitrary<string | Huge> = fc.oneof(controlCharString, unicodeString, injectionString, nanLikeString, hugeString);

/** Any hostile JSON value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileString, wrongTypeValue, hostileNumber);

/** Instants a date parser accepts that a database may not: year 0, negative years, six-digit years, the epoch. */
export const extremeInstant = fc.constantFrom(
  '0000-01-01T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '1970-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '2024-02-29T12:00:00+14:00',
  '2024',
);

/** A JSON value sent base64url-encoded (an opaque token), printed as `base64url(<value>)`. */
export class Base64Json {
  constructor(readonly value: unknown) {}

  encode(): string {
    return Buffer.from(JSON.stringify(this.value) ?? '').toString('base64url');
  }

  [fc.toStringMethod](): string {
    return `base64url(${fc.stringify(this.value)})`;
  }
}

/**
 * An opaque listing cursor as the server makes them (base64url of `[startsAt, id]`),
 * forged: extreme instants, hostile ids (NUL, control characters), or another shape.
 */
export const forgedCursor = fc
  .oneof(
    { weight: 4, arbitrary: fc.tuple(extremeInstant, fc.oneof(fc.constant('x'), controlCharString, loneSurrogate, injectionString)) },
    { weight: 1, arbitrary: fc.tuple(fc.constant(new Date().toISOString()), controlCharString) },
    { weight: 1, arbitrary: fc.tuple(extremeInstant, wrongTypeValue) },
    { weight: 1, arbitrary: wrongTypeValue },
  )
  .map((value) => new Base64Json(value));
