import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { profileRoutes } from './identity/accounts/profile-routes.ts';
import { accountLinks } from './identity/accounts/links.ts';
import { accountRoutes } from './identity/accounts/routes.ts';
import { createAuth } from './infrastructure/auth/auth.ts';
import { authRoutes } from './infrastructure/auth/routes.ts';
import { viewerPlugin } from './infrastructure/auth/viewer.ts';
import type { Config } from './config.ts';
import type { ServerContext } from './infrastructure/context.ts';
import { openDatabase, type DbHandle } from './infrastructure/db/connection.ts';
import { migrateToLatest } from './infrastructure/db/migrate.ts';
import { createLogDestination } from './log-destination.ts';
import { healthRoutes } from './platform/health/routes.ts';
import { BusyTracker, trackBusy } from './infrastructure/http/busy.ts';
import { clientErrorHandler, installErrorHandling } from './infrastructure/http/error-handler.ts';
import { installErrorLanguage } from './infrastructure/http/language.ts';
import { installJsonBodyParser } from './infrastructure/http/json-body.ts';
import { installNulGuard } from './infrastructure/http/input-guard.ts';
import { documentIdempotencyKey, idempotencyPlugin } from './infrastructure/http/idempotency.ts';
import { errorBody } from './infrastructure/http/errors.ts';
import { MSG } from '../domain/messages.ts';
import { documentTokenScopes, SECURITY_SCHEMES, withNullableEnums } from './infrastructure/http/openapi.ts';
import { installOriginGuard, routePattern } from './infrastructure/http/origin.ts';
import { MAX_ID_LENGTH } from './infrastructure/http/params.ts';
import { installSecurityHeaders } from './infrastructure/http/security-headers.ts';
import { serveSpa } from './infrastructure/http/spa.ts';
import { loadAppPages } from './platform/pages/app-pages.ts';
import { START_SCRIPT_HASH } from './platform/pages/app-start.ts';
import { COLOR_SCHEME_SCRIPT_HASH } from './platform/pages/color-scheme.ts';
import { sendRoutedPage } from './platform/pages/page-status.ts';
import { publicPageRoutes } from './platform/pages/routes.ts';
import { createMailer } from './infrastructure/mail/mailer.ts';
import { createOutbox } from './infrastructure/outbox/outbox.ts';
import { buildOutboxMail } from './mail-builders.ts';
import { createLiveBus } from './infrastructure/live/bus.ts';
import { liveRoutes } from './infrastructure/live/routes.ts';
import { eventRoutes } from './events/events/routes.ts';
import { compressAnswers } from './infrastructure/http/compression.ts';
import { PublicReadCache } from './infrastructure/http/public-read-cache.ts';
import type { EventViewerState } from '../domain/events.ts';
import type { SessionViewer } from './infrastructure/auth/session-lookup.ts';
import { RecentReads } from './infrastructure/http/recent-reads.ts';
import { organizerRoutes } from './identity/organizers/routes.ts';
import { imageServeRoutes, imageUploadRoutes } from './infrastructure/images/routes.ts';
import { registrationRoutes } from './registrations/registrations/routes.ts';
import { doorRoutes } from './registrations/registrations/door-routes.ts';
import { seatRoutes } from './registrations/seats/routes.ts';
import { seatSweepPlugin } from './registrations/seats/offers.ts';
import { waitlistLinks } from './registrations/registrations/links.ts';
import { followerLinks } from './engagement/follows/links.ts';
import { venueLinks } from './office/venues/links.ts';
import { followRoutes } from './engagement/follows/routes.ts';
import { forYouLinks } from './engagement/follows/for-you.ts';
import { myRegistrationRoutes } from './registrations/registrations/my-routes.ts';
import { calendarRoutes } from './events/calendar/routes.ts';
import { feedbackRoutes } from './attendance/feedback/routes.ts';
import { outboxRoutes } from './platform/health/outbox-routes.ts';
import { venueRoutes } from './office/venues/routes.ts';
import { teamRoutes } from './identity/teams/routes.ts';
import { reviewRoutes } from './office/review/routes.ts';
import { announcementRoutes } from './engagement/announcements/routes.ts';
import { inboxRoutes } from './engagement/inbox/routes.ts';
import { involvementRoutes } from './attendance/involvement/routes.ts';
import { recordRoutes } from './attendance/records/routes.ts';
import { recordPageRoutes } from './attendance/records/page-routes.ts';
import { auditRoutes } from './infrastructure/audit/routes.ts';
import { preferencesRoutes } from './engagement/preferences/routes.ts';
import { sweeperPlugin } from './office/maintenance/sweeper.ts';
import { reminderSweepPlugin } from './engagement/reminders/sweep.ts';
import { drawSweepPlugin } from './registrations/lottery/sweep.ts';
import { lotteryRoutes } from './registrations/lottery/routes.ts';
import { sessionActivityPlugin } from './identity/sessions/activity.ts';
import { sessionRoutes } from './identity/sessions/routes.ts';
import { pushRoutes } from './infrastructure/push/routes.ts';
import { createPushTransport } from './infrastructure/push/transport.ts';
import { outcomeRoutes } from './attendance/outcomes/routes.ts';
import { reflectionRoutes } from './attendance/reflections/routes.ts';
import { credentialRoutes } from './attendance/credentials/routes.ts';
import { credentialPublicRoutes } from './attendance/credentials/public-routes.ts';
import { privacyRoutes } from './office/privacy/routes.ts';
import { retentionSweepPlugin } from './office/privacy/retention.ts';
import { tokenRoutes } from './platform/tokens/routes.ts';
import { embedApiRoutes, embedPageRoutes } from './platform/embeds/routes.ts';
import { webhookRoutes } from './platform/webhooks/routes.ts';
import { APP_VERSION } from './version.ts';
import { walletRoutes } from './registrations/wallet/routes.ts';

/**
 * Writes that can end a session or change an account (sign-out, password, profile,
 * deletion), judged on the route the router ran, not on the URL's spelling.
 */
const SESSION_WRITES = /^\/api\/(auth|me|organizers|signup|invitations)(\/|$)/;

export interface BuildOptions {
  config: Config;
  /** An open database; otherwise opened from config (and closed with the app). */
  handle?: DbHandle;
  logger?: boolean;
  /** Extra routes under /api from whoever starts the server (main.ts serve()); none by default. */
  apiPlugins?: FastifyPluginAsync[];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ServerContext;
  }
}

/** Builds the whole server: API under /api, the SPA and its assets. Tests build it in-process. */
export async function buildApp({ config, handle: given, logger = true, apiPlugins = [] }: BuildOptions): Promise<FastifyInstance> {
  const handle = given ?? openDatabase(config);
  await migrateToLatest(handle);

  const logs = logger ? createLogDestination() : undefined;
  const app = Fastify({
    logger: logs ? { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'], stream: logs } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: MAX_ID_LENGTH },
    clientErrorHandler,
    // Errors Fastify raises before routing keep API.md's shape too: a broken percent-encoding
    // is bad input; an id longer than any record's is simply not found, as every unknown id is.
    frameworkErrors: (error, _request, reply) => {
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return void (reply as FastifyReply).status(404).send(errorBody('NOT_FOUND', MSG.notFound));
      void (reply as FastifyReply).status(400).send(errorBody('BAD_REQUEST', MSG.invalidInput));
    },
  });
  if (logs) logs.onCaughtUp = (dropped) => app.log.warn({ dropped, droppedSinceStart: logs.dropped }, 'the log reader fell behind: log lines dropped');
  // Closing waits for every connection: once it has begun, an answer still in flight is the
  // last on its connection (a keep-alive one would otherwise stay open until the deadline).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installJsonBodyParser(app);

  // Sending mail and sweeping reminders wait while requests are being answered: a registration rush is answered first.
  const busy = new BusyTracker();
  trackBusy(app, busy);
  const isBusy = () => busy.isBusy();
  const mailer = createMailer(config, app.log);
  const outbox = createOutbox(config, handle, mailer, buildOutboxMail, app.log, isBusy, createPushTransport(config, handle.db));
  const live = await createLiveBus(handle, (error) => app.log.error({ err: error }, 'live update failed'));
  const publicReads = new PublicReadCache();
  const recentSessions = new RecentReads<SessionViewer>(30_000);
  const recentViewerStates = new RecentReads<Map<string, EventViewerState>>(10_000);
  const recentForYou = new RecentReads<Buffer>(10_000);
  const ctx: ServerContext = {
    config, handle, db: handle.db, auth: createAuth(config, handle, outbox, accountLinks(handle.db)), outbox, live, publicReads, recentSessions, recentViewerStates, recentForYou, log: app.log, isBusy,
  };
  // Cached reads never outlive a write: this process's (before its answer goes out) and
  // every count change of any process (the live bus); anything else within their lifetime.
  // Sessions and accounts change only through these paths: every process forgets its
  // remembered sessions when one of them is written to.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return done(null, payload);
    publicReads.clear();
    recentViewerStates.clear();
    recentForYou.clear();
    if (!SESSION_WRITES.test(routePattern(request) ?? '')) return done(null, payload);
    recentSessions.clear();
    // The other processes are told before this answer goes out.
    live.announceSessionChange().then(() => done(null, payload), done);
  });
  live.onChange(() => {
    publicReads.clear();
    recentViewerStates.clear();
    recentForYou.clear();
  });
  live.onSessionChange(() => {
    recentSessions.clear();
    recentViewerStates.clear();
    recentForYou.clear();
  });
  app.decorate('ctx', ctx);
  app.addHook('onReady', () => outbox.start());
  app.addHook('onClose', async () => {
    await live.close();
    // Unsent messages stay in the outbox for the next start; the one in hand is given back.
    await outbox.stop();
    mailer.close();
    if (!given) await handle.close();
  });

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Our two inline scripts: the colour scheme before the first paint (pages/color-scheme.ts),
        // and the app's start on rendered pages (pages/app-start.ts).
        scriptSrc: ["'self'", COLOR_SCHEME_SCRIPT_HASH, START_SCRIPT_HASH],
        // Mantine injects its CSS variables in a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // The service worker and the web app manifest, ours alone.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });

  installErrorHandling(app);
  installErrorLanguage(app, config, handle.db);
  installOriginGuard(app, config.publicUrl);
  installNulGuard(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Quad API', description: 'The campus events API (see API.md).', version: APP_VERSION },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: documentTokenScopes(documentIdempotencyKey(jsonSchemaTransform)),
    transformObject: (documents) => ('openapiObject' in documents ? withNullableEnums(documents.openapiObject) : documents.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(viewerPlugin, { ctx });
  await app.register(sessionActivityPlugin, { ctx });
  await app.register(idempotencyPlugin, { db: handle.db, dialect: handle.dialect });
  await app.register(sweeperPlugin, { ctx });
  await app.register(reminderSweepPlugin, { ctx });
  await app.register(drawSweepPlugin, { ctx });
  await app.register(seatSweepPlugin, { ctx });
  await app.register(retentionSweepPlugin, { ctx });
  await app.register(
    async (api) => {
      // Answers leave compressed; this scope's other onSend hooks run before it.
      compressAnswers(api);
      // A POST without a body is validated as an empty object, so the catalogue message applies.
      api.addHook('preValidation', async (request) => {
        if (request.body === undefined || request.body === null) {
          if (['POST', 'PUT', 'PATCH'].includes(request.method)) request.body = {};
        }
      });
      await api.register(healthRoutes, { ctx });
      await api.register(accountRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(eventRoutes, { ctx, waitlist: waitlistLinks(ctx), followers: followerLinks(outbox), venues: venueLinks(ctx), forYou: forYouLinks(handle.db) });
      await api.register(followRoutes, { ctx });
      await api.register(organizerRoutes, { ctx });
      await api.register(imageUploadRoutes, { ctx });
      await api.register(liveRoutes, { ctx });
      await api.register(registrationRoutes, { ctx });
      await api.register(doorRoutes, { ctx });
      await api.register(seatRoutes, { ctx });
      await api.register(lotteryRoutes, { ctx });
      await api.register(myRegistrationRoutes, { ctx });
      await api.register(involvementRoutes, { ctx });
      await api.register(recordRoutes, { ctx });
      await api.register(calendarRoutes, { ctx });
      await api.register(feedbackRoutes, { ctx });
      await api.register(outboxRoutes, { ctx });
      await api.register(venueRoutes, { ctx });
      await api.register(teamRoutes, { ctx });
      await api.register(reviewRoutes, { ctx, followers: followerLinks(outbox) });
      await api.register(announcementRoutes, { ctx });
      await api.register(inboxRoutes, { ctx });
      await api.register(auditRoutes, { ctx });
      await api.register(preferencesRoutes, { ctx });
      await api.register(profileRoutes, { ctx });
      await api.register(sessionRoutes, { ctx });
      await api.register(pushRoutes, { ctx });
      await api.register(walletRoutes, { ctx });
      await api.register(outcomeRoutes, { ctx });
      await api.register(reflectionRoutes, { ctx });
      await api.register(credentialRoutes, { ctx });
      await api.register(privacyRoutes, { ctx });
      await api.register(tokenRoutes, { ctx });
      await api.register(embedApiRoutes, { ctx });
      await api.register(webhookRoutes, { ctx });
      for (const plugin of apiPlugins) await api.register(plugin);
    },
    { prefix: '/api' },
  );
  await app.register(imageServeRoutes, { ctx });
  await app.register(recordPageRoutes, { ctx });
  await app.register(credentialPublicRoutes, { ctx });
  await app.register(embedPageRoutes, { ctx });

  const pages = await loadAppPages(config.webRoot, config.campusAccent);
  await app.register(publicPageRoutes, { ctx, pages });
  await serveSpa(app, config.webRoot, pages && ((request, reply) => sendRoutedPage(app, ctx, pages, request, reply)));
  return app;
}
