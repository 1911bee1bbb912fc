import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { CountUpdate } from '../../../domain/responses/live.ts';
import type { DbHandle } from '../db/connection.ts';
import { readEventCounts } from './queries.ts';

export interface LiveBus {
  /** Tells every process that the event's counts changed: each reads them for its own subscribers, if it has any. */
  publishCounts(eventId: string): void;
  subscribe(listener: (update: CountUpdate) => void): () => void;
  /** The event's counts changed (for the server's own caches): not counted as a subscriber, and no counts read for it. */
  onChange(listener: (eventId: string) => void): () => void;
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
 * of every server process hear every change. A notification names only the event:
 * each process with subscribers then reads the committed counts itself, one read per event at a time,
 * and reads again if another change was heard meanwhile. So the last count a process
 * sends for an event was read after the last change it heard of, whatever order the
 * processes' commits and notifications crossed in.
 */
export async function createLiveBus(handle: DbHandle, onError: (error: unknown) => void): Promise<LiveBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const pendingNotify = new Map<string, NodeJS.Timeout>();
  const refreshes = new Map<string, { timer?: NodeJS.Timeout; reading: boolean; again: boolean }>();
  let listener: pg.PoolClient | undefined;
  let closed = false;

  async function readAndEmit(eventId: string) {
    // The counts are read for this process's subscribers only: during a rush a process
    // with none would otherwise read them once per group it hears of.
    if (emitter.listenerCount('update') > 0) {
      const row = await readEventCounts(handle.db, eventId);
      if (closed) return;
      const update: CountUpdate = { eventId, registrations: row?.registrations_count ?? 0, waitlisted: row?.waitlisted_count ?? 0, checkedIn: row?.checked_in_count ?? 0 };
      emitter.emit('update', update);
    }
    if (!closed) emitter.emit('change', eventId);
  }

  /** Coalesces changes heard within COALESCE_MS and never runs two reads of one event at once. */
  function refresh(eventId: string) {
    const state = refreshes.get(eventId) ?? { reading: false, again: false };
    refreshes.set(eventId, state);
    if (state.reading) {
      state.again = true;
      return;
    }
    if (state.timer) return;
    state.timer = setTimeout(() => {
      state.timer = undefined;
      state.reading = true;
      readAndEmit(eventId)
        .catch(onError)
        .finally(() => {
          state.reading = false;
          if (state.again && !closed) {
            state.again = false;
            refresh(eventId);
          } else if (!state.timer) refreshes.delete(eventId);
        });
    }, COALESCE_MS);
  }

  if (handle.dialect === 'postgres' && handle.pool) {
    listener = await handle.pool.connect();
    listener.on('notification', (message) => {
      if (message.channel === SESSIONS_CHANNEL) emitter.emit('sessions');
      if (message.channel !== CHANNEL || !message.payload) return;
      refresh(message.payload);
    });
    await listener.query(`listen ${CHANNEL}`);
    await listener.query(`listen ${SESSIONS_CHANNEL}`);
  }

  function notifyAll(eventId: string) {
    if (!listener || !handle.pool) return refresh(eventId);
    // Several changes within COALESCE_MS cost one notification.
    if (pendingNotify.has(eventId)) return;
    pendingNotify.set(
      eventId,
      setTimeout(() => {
        pendingNotify.delete(eventId);
        handle.pool!.query('select pg_notify($1, $2)', [CHANNEL, eventId]).catch(onError);
      }, COALESCE_MS),
    );
  }

  return {
    publishCounts(eventId) {
      notifyAll(eventId);
    },
    subscribe(fn) {
      emitter.on('update', fn);
      return () => emitter.off('update', fn);
    },
    onChange(fn) {
      emitter.on('change', fn);
      return () => emitter.off('change', fn);
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
      closed = true;
      for (const timer of pendingNotify.values()) clearTimeout(timer);
      pendingNotify.clear();
      for (const state of refreshes.values()) clearTimeout(state.timer);
      refreshes.clear();
      emitter.removeAllListeners();
      if (listener) {
        await listener.query('unlisten *').catch(() => {});
        listener.release();
      }
    },
  };
}
