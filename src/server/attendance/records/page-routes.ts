import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../infrastructure/context.ts';
import { requestLanguage } from '../../infrastructure/http/language.ts';
import { renderCheckResult, renderRecordNotFound, renderRecordPage } from './page.ts';
import { openRecord } from './service.ts';
import { validCredentials } from '../credentials/service.ts';
import { recordKeys, verifyRecord } from './signing.ts';

const HTML = 'text/html; charset=utf-8';
/** A pasted copy is a few kilobytes; a student with years of events, a few hundred. */
const MAX_COPY_BYTES = 512 * 1024;

/**
 * Private pages: no cache keeps a withdrawn record, and no search engine lists one (robots.txt
 * and noindex too). Referrers go to this site only, not to none (Helmet's default): under
 * `no-referrer` a browser sends `Origin: null` with the Check a copy form, which the origin guard refuses.
 */
const privatePage = (reply: FastifyReply, status: number) =>
  reply.status(status).type(HTML).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').header('referrer-policy', 'same-origin');

/**
 * GET /records/:token (API.md "Attendance"): anyone with the link sees the parts of the
 * record its student chose, with the signature checked as the page is made;
 * `/records/:token.json` is the signed record to keep. POST /records/check checks a
 * pasted copy, for browsers without scripts (POST /api/records/verify is the same for programs).
 */
export async function recordPageRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }) {
  const hide = { hide: true } as const;
  const { campusName, campusTimeZone } = ctx.config;

  /** A page said in the visitor's language (docs/i18n.md): its words and days, `<html lang>` and Content-Language. */
  const page = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const language = await requestLanguage(request, ctx.config, ctx.db);
    privatePage(reply, status).header('vary', 'Accept-Language, Cookie');
    if (language !== 'en') reply.header('content-language', language);
    return language;
  };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_COPY_BYTES }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Params: { token: string } }>('/records/:token', { schema: hide }, async (request, reply) => {
    const asJson = request.params.token.endsWith('.json');
    const token = asJson ? request.params.token.slice(0, -'.json'.length) : request.params.token;
    const opened = await openRecord(ctx, token);
    if (!opened) return reply.send(renderRecordNotFound(campusName, await page(request, reply, 404)));
    if (asJson) {
      return privatePage(reply, 200)
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="quad-record-${opened.record.linkId}.json"`)
        .send(JSON.stringify({ record: opened.record, signature: opened.signature }, null, 2));
    }
    // The credentials come with the events the student chose to share, as they stand now: a revoked one is no longer offered.
    const credentials = opened.record.include.includes('events') ? await validCredentials(ctx, opened.studentId) : [];
    // Its days are written in the viewer's language, as the PDF's are.
    const language = await page(request, reply, 200);
    return reply.send(renderRecordPage(opened, token, { name: campusName, timeZone: campusTimeZone }, credentials, language));
  });

  app.get<{ Params: { token: string; id: string } }>('/records/:token/credentials/:id', { schema: hide }, async (request, reply) => {
    const opened = await openRecord(ctx, request.params.token);
    const credential = opened?.record.include.includes('events') ? (await validCredentials(ctx, opened.studentId)).find((c) => c.id === request.params.id) : undefined;
    if (!credential) return reply.send(renderRecordNotFound(campusName, await page(request, reply, 404)));
    return privatePage(reply, 200)
      .type('application/vc+jwt')
      .header('content-disposition', `attachment; filename="quad-credential-${credential.id}.jwt"`)
      .send(credential.jwt);
  });

  app.post<{ Body: unknown }>('/records/check', { schema: hide }, async (request, reply) => {
    const copy = (request.body as { copy?: unknown } | null)?.copy;
    let valid = false;
    try {
      const parsed = typeof copy === 'string' ? (JSON.parse(copy) as { record?: unknown; signature?: unknown }) : null;
      valid = Boolean(parsed && typeof parsed.signature === 'string' && parsed.record && typeof parsed.record === 'object' && verifyRecord(recordKeys(ctx.config), parsed.record, parsed.signature));
    } catch {
      // Not JSON: not a copy of a signed record.
    }
    return reply.send(renderCheckResult(valid, campusName, await page(request, reply, 200)));
  });
}
