import { createServer } from 'node:http';
import { startMailCatcher } from '../../test/support/mail-catcher.ts';
import { startOidcIssuer } from '../../test/support/oidc-issuer.ts';
import { E2E_CAMPUS, E2E_GOOGLE, e2ePorts } from './ports.ts';

/**
 * What the browser tests need besides Quad: a local OpenID Connect issuer that
 * stands in for Google (OIDC_ISSUER points at it), a second one for the campus's
 * own provider (CAMPUS_OIDC_ISSUER, with a USN claim), and a real SMTP server that
 * catches Quad's mail (SMTP_URL), readable by the tests over HTTP because they
 * run in other processes. Both live for the whole run.
 */
export default async function globalSetup() {
  const ports = e2ePorts();
  const issuer = await startOidcIssuer({
    port: ports.issuer,
    ...E2E_GOOGLE,
    redirectUris: [`http://127.0.0.1:${ports.app}/api/auth/callback/google`],
  });
  const campus = await startOidcIssuer({
    port: ports.campus,
    clientId: E2E_CAMPUS.clientId,
    clientSecret: E2E_CAMPUS.clientSecret,
    extraClaims: [E2E_CAMPUS.usnClaim],
    redirectUris: [`http://127.0.0.1:${ports.app}/api/auth/callback/campus`],
  });
  const catcher = await startMailCatcher({ port: ports.smtp });
  const inbox = createServer((_req, res) => {
    const messages = catcher.messages.map((m) => ({
      to: [m.to].flat().flatMap((a) => (a ? a.value.map((v) => v.address?.toLowerCase()) : [])),
      subject: m.subject ?? '',
      text: m.text ?? '',
      html: typeof m.html === 'string' ? m.html : '',
    }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => inbox.listen(ports.inbox, '127.0.0.1', resolve));

  return async () => {
    await new Promise<void>((resolve) => inbox.close(() => resolve()));
    await catcher.close();
    await campus.close();
    await issuer.close();
  };
}
