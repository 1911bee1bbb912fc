/** The query parameter that carries the page to return to across sign-in pages and full page loads. */
export const RETURN_PARAM = 'next';

const PARSE_BASE = 'http://quad.invalid';

/** Tabs and line breaks vanish when a browser parses a URL: `/\t/evil.example` is `//evil.example`. */
function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A page of this site to come back to after signing in, or null. Only same-site relative
 * paths: `//host`, `/\host` (a browser reads both as another site), absolute URLs and
 * control characters are refused, so a return path is never an open redirect.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return null;
  try {
    const url = new URL(value, PARSE_BASE);
    if (url.origin !== PARSE_BASE) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `page` carrying the return path in its query (nothing when it is home, the default anyway). */
export function withReturnPath(page: string, returnPath: string | null | undefined): string {
  const path = safeReturnPath(returnPath);
  if (!path || path === '/') return page;
  const url = new URL(page, PARSE_BASE);
  url.searchParams.set(RETURN_PARAM, path);
  return `${url.pathname}${url.search}`;
}
