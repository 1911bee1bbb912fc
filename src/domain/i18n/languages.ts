/**
 * The campus languages Quad speaks. English is the catalogue's source (SPEC.md's texts);
 * `en-XA` is the pseudo-locale (accented, 40 % longer) that shows a screen still fits
 * when its texts grow: offered only outside production.
 */
export const LANGUAGES = ['en', 'hi', 'kn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const PSEUDO_LANGUAGE = 'en-XA' as const;
export type UiLanguage = Language | typeof PSEUDO_LANGUAGE;

/** Each language by its own name, as the picker lists it (a reader finds their own script). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', kn: 'ಕನ್ನಡ' };

/** A catalogue's `t` (i18next's, of one language), as code outside the catalogue takes it. */
export type Say = (key: string, values?: Record<string, unknown>) => string;

/** The cookie that keeps a signed-out visitor's choice (a year; the account keeps a signed-in one's). */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The BCP 47 tag Intl formats with: Indian English writes '25 Nov', as the English texts do. */
export function intlLocale(language: UiLanguage): string {
  return language === 'en' || language === PSEUDO_LANGUAGE ? 'en-IN' : `${language}-IN`;
}

/**
 * The best of our languages for an Accept-Language header (RFC 9110 §12.5.4): by weight,
 * then by order; `hi-IN` matches `hi`, `*` matches nothing in particular. Null when none fits.
 */
export function fromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: range.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.tag && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    const primary = tag.split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** A cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export interface LanguageSources {
  /** The signed-in person's choice, kept on the account. */
  account?: string | null;
  /** The `lang` cookie of a visitor. */
  cookie?: string | null;
  acceptLanguage?: string;
  /** DEFAULT_LANGUAGE. */
  fallback: Language;
  /** Whether the pseudo-locale may be chosen (never in production). */
  pseudo?: boolean;
}

/** Which language a request is answered in: the account's choice, else the cookie, else Accept-Language, else the default. */
export function chooseLanguage(s: LanguageSources): UiLanguage {
  if (isLanguage(s.account)) return s.account;
  if (s.pseudo && s.cookie === PSEUDO_LANGUAGE) return PSEUDO_LANGUAGE;
  if (isLanguage(s.cookie)) return s.cookie;
  return fromAcceptLanguage(s.acceptLanguage) ?? s.fallback;
}
