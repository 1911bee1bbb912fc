import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect issuer (panva's oidc-provider) standing in for Google in
 * tests: discovery, authorization with PKCE and nonce, token endpoint, signed ID
 * tokens. Its sign-in page asks for an e-mail and a name, so any test can sign
 * in as anyone; the same e-mail always gets the same subject, as with Google.
 */
export interface OidcIssuer {
  /** The issuer identifier, e.g. http://127.0.0.1:4274 (what OIDC_ISSUER is set to). */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The env vars that point Quad at this issuer. */
  env: Record<'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'OIDC_ISSUER', string>;
  /** The subject the issuer uses for an e-mail (after it has signed in once). */
  subjectOf(email: string): string | undefined;
  close(): Promise<void>;
}

export interface IssuerOptions {
  /** Every redirect URI the client may use, e.g. http://127.0.0.1:3000/api/auth/callback/google. */
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** How the client authenticates at the token endpoint; OpenID Connect's default when left out (client_secret_basic). */
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post';
  /** oidc-provider's default: the ID token carries only `sub`, the rest comes from the userinfo endpoint. */
  minimalIdToken?: boolean;
  /**
   * Claims of the issuer's own (a campus directory's USN, say), released with the
   * profile scope: the sign-in page has a field for each, labelled with its name.
   */
  extraClaims?: string[];
}

interface Person {
  sub: string;
  email: string;
  name: string;
  emailVerified: boolean;
  extra: Record<string, string>;
}

const claimField = (claim: string) =>
  `<p><label for="claim-${claim}">${claim}</label><br><input id="claim-${claim}" name="claim:${claim}" autocomplete="off"></p>`;

const page = (uid: string, extraClaims: string[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in · Test identity provider</title></head>
<body><main>
<h1>Sign in to continue to Quad</h1>
<form method="post" action="/interaction/${uid}">
  <p><label for="email">Email</label><br><input id="email" name="email" type="email" required autocomplete="email"></p>
  <p><label for="name">Full name</label><br><input id="name" name="name" autocomplete="name"></p>
  ${extraClaims.map(claimField).join('\n  ')}
  <p><button type="submit" name="action" value="continue">Continue</button>
     <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></p>
</form>
</main></body></html>`;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcIssuer(options: IssuerOptions): Promise<OidcIssuer> {
  const clientId = options.clientId ?? 'quad-test-client';
  const clientSecret = options.clientSecret ?? 'quad-test-secret-quad-test-secret';
  const people = new Map<string, Person>();
  const extraClaims = options.extraClaims ?? [];
  // The provider needs the issuer URL, known only once the server listens.
  const issuerOf: { provider?: Provider } = {};

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const oidc = issuerOf.provider!;
    const details = await oidc.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(details.uid, extraClaims));
      return;
    }
    const form = await readForm(req);
    if (form.get('action') === 'cancel') {
      await oidc.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
      return;
    }
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const person = people.get(email) ?? { sub: randomUUID(), email, name: '', emailVerified: true, extra: {} };
    person.name = (form.get('name') ?? '').trim() || person.name;
    for (const claim of extraClaims) {
      const value = (form.get(`claim:${claim}`) ?? '').trim();
      if (value) person.extra[claim] = value;
    }
    people.set(email, person);
    const grant = new oidc.Grant({ accountId: person.sub, clientId });
    grant.addOIDCScope('openid email profile');
    const grantId = await grant.save();
    await oidc.interactionFinished(req, res, { login: { accountId: person.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  const server = createServer((req, res) => {
    const provider = issuerOf.provider;
    if (!provider) return void res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  issuerOf.provider = new Provider(url, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        ...(options.tokenEndpointAuthMethod ? { token_endpoint_auth_method: options.tokenEndpointAuthMethod } : {}),
      },
    ],
    jwks: { keys: [{ ...key, use: 'sig', alg: 'RS256', kid: 'test-issuer-key' }] },
    cookies: { keys: ['test-issuer-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', ...extraClaims] },
    // Like Google: the ID token itself carries the e-mail and name (unless a test asks otherwise).
    conformIdTokenClaims: options.minimalIdToken ?? false,
    features: { devInteractions: { enabled: false } },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: async (_ctx: unknown, sub: string) => {
      const person = [...people.values()].find((p) => p.sub === sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub, email: person.email, email_verified: person.emailVerified, ...(person.name ? { name: person.name } : {}), ...person.extra,
        }),
      };
    },
  });

  return {
    url,
    clientId,
    clientSecret,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, OIDC_ISSUER: url },
    subjectOf: (email) => people.get(email.toLowerCase())?.sub,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
