import { HttpClient, type HttpResponse } from './http-client.ts';
import type { OidcIssuer } from './oidc-issuer.ts';

export interface GoogleSignInResult {
  /** Where Quad's callback sent the browser: path and query. */
  landing: string;
  /** The callback's own response. */
  callback: HttpResponse;
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/**
 * Walks the whole "Sign in with Google" redirect dance over HTTP, as a browser
 * would: Quad's /sign-in/social, the issuer's authorization endpoint and sign-in
 * page, then Quad's callback with the code. `client` keeps Quad's cookies.
 * `body.provider` picks another OpenID Connect provider than Google (the campus one).
 */
export async function signInWithGoogle(
  client: HttpClient,
  issuer: OidcIssuer,
  person: { email: string; name?: string; cancel?: boolean; claims?: Record<string, string> },
  body: Record<string, unknown> = {},
): Promise<GoogleSignInResult> {
  const start = await client.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/', ...body });
  if (start.status !== 200 || typeof start.body?.url !== 'string') throw new Error(`sign-in/social answered ${start.status} ${start.text}`);

  const browser = new HttpClient(issuer.url, { origin: null });
  let url: string = start.body.url;
  for (let hop = 0; hop < 10; hop++) {
    if (!url.startsWith(issuer.url)) break;
    let res = await browser.get(url);
    if (res.status === 200 && url.includes('/interaction/')) {
      const form = new URLSearchParams({ email: person.email, name: person.name ?? '', action: person.cancel ? 'cancel' : 'continue' });
      for (const [claim, value] of Object.entries(person.claims ?? {})) form.set(`claim:${claim}`, value);
      res = await browser.post(url, form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    }
    if (!isRedirect(res.status)) throw new Error(`the issuer answered ${res.status} at ${url}: ${res.text.slice(0, 300)}`);
    url = new URL(res.headers.get('location')!, url).toString();
  }

  // The issuer sends the browser to Quad's callback (on PUBLIC_URL); replay it against the test server.
  const back = new URL(url);
  const callback = await client.get(`${back.pathname}${back.search}`);
  if (!isRedirect(callback.status)) throw new Error(`the callback answered ${callback.status}: ${callback.text.slice(0, 300)}`);
  const location = new URL(callback.headers.get('location')!, back);
  return { landing: `${location.pathname}${location.search}`, callback };
}
