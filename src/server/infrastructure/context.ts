import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth/auth.ts';
import type { Config } from '../config.ts';
import type { Db, DbHandle } from './db/connection.ts';
import type { EventViewerState } from '../../domain/events.ts';
import type { PublicReadCache } from './http/public-read-cache.ts';
import type { SessionViewer } from './auth/session-lookup.ts';
import type { RecentReads } from './http/recent-reads.ts';
import type { LiveBus } from './live/bus.ts';
import type { Outbox } from './outbox/outbox.ts';

/** What every route plugin needs, built once by buildApp and passed as plugin options. */
export interface ServerContext {
  config: Config;
  handle: DbHandle;
  db: Db;
  auth: Auth;
  /** Every message goes out through it, queued in the transaction of its change. */
  outbox: Outbox;
  live: LiveBus;
  /** Serialized public reads (the signed-out listing), cleared by every write. */
  publicReads: PublicReadCache;
  /** Sessions resolved a moment ago, by signed cookie (auth/session-lookup.ts). */
  recentSessions: RecentReads<SessionViewer>;
  /** Each student's registrations and feedback, for laying over the shared listing. */
  recentViewerStates: RecentReads<Map<string, EventViewerState>>;
  /** Each student's For-you listing as sent (JSON bytes, compressed once), for a moment: cleared with the viewer states. */
  recentForYou: RecentReads<Buffer>;
  log: FastifyBaseLogger;
  /** Whether requests are arriving (one within the last 20 ms): background work then takes only a share of the time. */
  isBusy(): boolean;
}

export interface RouteOptions {
  ctx: ServerContext;
}
