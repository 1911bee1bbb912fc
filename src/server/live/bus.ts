import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { CountUpdate } from '../../domain/responses/live.ts';
import type { DbHandle } from '../db/connection.ts';
import { readEventCounts } from './queries.ts';

export interface LiveBus {
  /** Reads the event's current counts and tells every subscriber of every process. */
  publishCounts(eventId: string): void;
  subscribe(listener: (update: CountUpdate) => void): () => void;
  /** Like subscribe, for the server's own caches: not counted as a subscriber. */
  onUpdate(listener: (update: CountUpdate) => void): () => void;
  subscriberCount(): number;
  /** Tells every process (this one included) that sessions or accounts changed: remembered sessions go. */
  announceSessionChange(): Promise<void>;
  onSessionChange(listener: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'quad_live';
const SESSIONS_CHANNEL = 'quad_sessions';
/** Updates for one event within this window are coalesced into one read of the latest counts. */
const COALESCE_MS = 15;

/**
 * In one process an EventEmitter; on PostgreSQL, LISTEN/NOTIFY so that subscribers
 * of every server process hear every change. Publishing re-reads the committed
 * counts, so the last message for an event always carries the latest numbers.
 */
export async function createLiveBus(handle: DbHandle, onError: (error: unknown) => void): Promise<LiveBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const pending = new Map<string, NodeJS.Timeout>();
  let listener: pg.PoolClient | undefined;

  if (handle.dialect === 'postgres' && handle.pool) {
    listener = await handle.pool.connect();
    listener.on('notification', (message) => {
      if (message.channel === SESSIONS_CHANNEL) emitter.emit('sessions');
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const update = JSON.parse(message.payload) as CountUpdate;
        emitter.emit('update', update);
        emitter.emit('internal', update);
      } catch (error) {
        onError(error);
      }
    });
    await listener.query(`listen ${CHANNEL}`);
    await listener.query(`listen ${SESSIONS_CHANNEL}`);
  }

  async function readAndSend(eventId: string) {
    const row = await readEventCounts(handle.db, eventId);
    const update: CountUpdate = { eventId, registrations: row?.registrations_count ?? 0, waitlisted: row?.waitlisted_count ?? 0 };
    if (listener && handle.pool) await handle.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(update)]);
    else {
      emitter.emit('update', update);
      emitter.emit('internal', update);
    }
  }

  return {
    publishCounts(eventId) {
      if (pending.has(eventId)) return;
      pending.set(
        eventId,
        setTimeout(() => {
          pending.delete(eventId);
          readAndSend(eventId).catch(onError);
        }, COALESCE_MS),
      );
    },
    subscribe(fn) {
      emitter.on('update', fn);
      return () => emitter.off('update', fn);
    },
    onUpdate(fn) {
      emitter.on('internal', fn);
      return () => emitter.off('internal', fn);
    },
    subscriberCount: () => emitter.listenerCount('update'),
    async announceSessionChange() {
      if (listener && handle.pool) await handle.pool.query(`notify ${SESSIONS_CHANNEL}`).catch(onError);
      else emitter.emit('sessions');
    },
    onSessionChange(fn) {
      emitter.on('sessions', fn);
      return () => emitter.off('sessions', fn);
    },
    async close() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      emitter.removeAllListeners();
      if (listener) {
        await listener.query('unlisten *').catch(() => {});
        listener.release();
      }
    },
  };
}
