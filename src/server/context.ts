import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Db, DbHandle } from './db/connection.ts';
import type { PublicReadCache } from './events/public-cache.ts';
import type { LiveBus } from './live/bus.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every route plugin needs, built once by buildApp and passed as plugin options. */
export interface ServerContext {
  config: Config;
  handle: DbHandle;
  db: Db;
  auth: Auth;
  mail: Mailer;
  live: LiveBus;
  /** Serialized public reads (the signed-out listing), cleared by every write. */
  publicReads: PublicReadCache;
  log: FastifyBaseLogger;
}

export interface RouteOptions {
  ctx: ServerContext;
}
