import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG } from '../../../domain/messages.ts';
import { auditScope, type AuditScope } from '../../../domain/policy/audit.ts';
import { auditEventChoicesSchema, auditPageSchema } from '../../../domain/responses/audit.ts';
import { AUDIT_PAGE_DEFAULT, auditQuerySchema } from '../../../domain/schemas/audit.ts';
import { isAdminViewer } from '../auth/admin.ts';
import type { RouteOptions } from '../context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { requestTranslator } from '../http/language.ts';
import { errorResponses } from '../http/openapi.ts';
import { decodeAuditCursor, encodeAuditCursor } from './cursor.ts';
import { presentAuditEntry } from './presenters.ts';
import { listAuditRows, searchAuditedEvents } from './queries.ts';
import { z } from 'zod';

export async function auditRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scopes = new WeakMap<FastifyRequest, AuditScope>();

  /** 401 signed out, 403 for whoever may read no entry (auditScope): settled before the query is judged. */
  const requireReader: preValidationAsyncHookHandler = async (request) => {
    if (!request.viewer) throw unauthorized();
    const scope = auditScope(request.viewer, await isAdminViewer(ctx, request.viewer));
    if (!scope) throw forbidden(MSG.auditReadersOnly);
    scopes.set(request, scope);
  };

  r.get('/admin/audit', {
    preValidation: requireReader,
    schema: {
      tags: ['audit'],
      summary: "The audit log, newest first: administrators read it all, a club its own events' entries (whatever the filters)",
      description: "`actor` is an account id or an e-mail address (exact, ignoring case). Pass `nextCursor` as `before` for the next page. A deleted account's stand-in and a former participant's name are said in the request's language (English as stored without one).",
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const scope = scopes.get(request);
    // Set by requireReader, which ran first; never read from anywhere else.
    if (!scope) throw forbidden(MSG.auditReadersOnly);
    const { eventId, actor, organizerId, action, before, limit = AUDIT_PAGE_DEFAULT } = request.query;
    const rows = await listAuditRows(ctx.db, scope, { eventId, actor, organizerId, action, before: before ? decodeAuditCursor(before) : undefined }, limit);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    // The words the log stored in English (a deleted person's stand-in, a former participant) in the reader's language.
    const t = await requestTranslator(request, ctx.config, ctx.db);
    reply.header('cache-control', 'no-store');
    return {
      entries: page.map((row) => presentAuditEntry(row, t)),
      nextCursor: rows.length > limit && last ? encodeAuditCursor({ at: presentAuditEntry(last).at, id: last.id }) : null,
    };
  });

  r.get('/admin/audit/events', {
    preValidation: requireReader,
    schema: {
      tags: ['audit'],
      summary: "The log's events whose name contains `q` (ignoring case), most recently logged first: to filter the log by one",
      description: 'Deleted events too, by the name the log has. A club finds only its own events.',
      querystring: z.object({ q: z.string({ error: 'q must be text' }).trim().max(AUDIT_EVENT_QUERY_MAX, `q must be at most ${AUDIT_EVENT_QUERY_MAX} characters`).default('') }),
      response: { 200: auditEventChoicesSchema, ...errorResponses(400, 401, 403) },
    },
  }, async (request, reply) => {
    const scope = scopes.get(request);
    if (!scope) throw forbidden(MSG.auditReadersOnly);
    const rows = await searchAuditedEvents(ctx.db, scope, request.query.q, AUDIT_EVENT_CHOICES);
    reply.header('cache-control', 'no-store');
    return { events: rows.map((row) => ({ id: row.id, name: row.name })) };
  });
}

/** Enough to find one by a few letters of its name; more is a longer name to type. */
const AUDIT_EVENT_CHOICES = 20;
const AUDIT_EVENT_QUERY_MAX = 200;
