import { createHash } from 'node:crypto';
import { sharedBody } from './compression.ts';

/** A public read, serialized once: the JSON body, its ETag, and until when it may be served. */
export interface CachedBody {
  /** The answer as built (read-only: shared by every request). */
  body: unknown;
  /** The serialized body, encoded once (sending a string would encode it for every request). */
  payload: Buffer;
  etag: string;
  expiresAt: number;
  /**
   * The body with every event's `viewer` as no student's, and where each `viewer` begins in
   * its bytes: what a student's own states are laid over (events/presenters.ts).
   */
  viewerTemplate?: { bytes: Buffer; viewerAt: number[] };
}

const MAX_ENTRIES = 500;

/**
 * Serialized answers to public (signed-out) reads, shared by every such request for a
 * short while. Any write answered by this process clears it before its response goes
 * out (app.ts), and so does every count change from any process (the live bus), so a
 * client never reads its own write stale; an event edited on another process shows
 * here within `ttlMs`. Concurrent misses for one key share one database read.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, CachedBody | Promise<CachedBody>>();

  constructor(private readonly ttlMs = 1000) {}

  clear() {
    this.entries.clear();
  }

  /** The cached body for `key`, or the one `build` makes (valid until `validUntil` at the latest). */
  async get(key: string, build: () => Promise<{ body: unknown; validUntil?: number }>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit && (hit instanceof Promise || hit.expiresAt > Date.now())) return hit;
    const pending: Promise<CachedBody> = build().then(({ body, validUntil }) => {
      const payload = sharedBody(Buffer.from(JSON.stringify(body)));
      const entry: CachedBody = {
        body,
        payload,
        etag: `"${createHash('sha1').update(payload).digest('base64url')}"`,
        expiresAt: Math.min(Date.now() + this.ttlMs, validUntil ?? Number.POSITIVE_INFINITY),
      };
      // Kept only if no write cleared the cache meanwhile, and only while it is valid (a
      // miss built with `validUntil: 0` is not kept: unknown keys must not fill the cache).
      if (this.entries.get(key) === pending) {
        if (entry.expiresAt > Date.now()) this.entries.set(key, entry);
        else this.entries.delete(key);
      }
      return entry;
    });
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, pending);
    return pending;
  }
}
