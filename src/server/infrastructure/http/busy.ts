import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A request arrived this recently: busy, even with nothing in hand. */
const ARRIVAL_MS = 20;
/**
 * Requests in hand keep the server busy while others still arrive this often. Three
 * processes sharing a registration rush each see gaps of tens of milliseconds between
 * arrivals (their requests wait for a group's commit together, then come back together),
 * so arrivals alone called them idle and their mails went out in the middle of the rush.
 * The bound also keeps a request that is never answered from holding mail back for good.
 */
const IN_HAND_MS = 1000;

/**
 * Whether the server is answering requests now: the background work (mails, reminder
 * sweeps) waits while it is (mail/queue.ts), so a rush is answered first. An event stream
 * is not counted as in hand: it stays open for as long as its reader does.
 */
export class BusyTracker {
  private lastArrivalAt = Number.NEGATIVE_INFINITY;
  private inHand = 0;

  arrived(now = performance.now()) {
    this.lastArrivalAt = now;
    this.inHand++;
  }

  /** Marks an arrival that will not be answered as a request in hand (an event stream). */
  arrivedStream(now = performance.now()) {
    this.lastArrivalAt = now;
  }

  answered() {
    if (this.inHand > 0) this.inHand--;
  }

  isBusy(now = performance.now()): boolean {
    const since = now - this.lastArrivalAt;
    return since < ARRIVAL_MS || (this.inHand > 0 && since < IN_HAND_MS);
  }
}

const counted = new WeakSet<FastifyRequest>();

/** Counts the app's requests in `tracker`: each once, whether answered or abandoned by its client. */
export function trackBusy(app: FastifyInstance, tracker: BusyTracker) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.accept === 'text/event-stream') tracker.arrivedStream();
    else {
      counted.add(request);
      tracker.arrived();
    }
    done();
  });
  const settle = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    tracker.answered();
  };
  app.addHook('onResponse', (request, _reply, done) => {
    settle(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    settle(request);
    done();
  });
}
