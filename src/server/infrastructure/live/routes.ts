import type { FastifyInstance } from 'fastify';
import type { LiveBus } from './bus.ts';

const HEARTBEAT_MS = 25_000;

/** GET /api/live — server-sent events: `registrations` with {eventId, registrations, waitlisted}. */
export async function liveRoutes(app: FastifyInstance, { ctx }: { ctx: { live: LiveBus } }) {
  const open = new Set<() => void>();
  // Streams never end by themselves: end them so the server can close.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get('/live', {
    schema: { tags: ['live'], summary: 'Live registration counts (text/event-stream)' },
  }, (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');
    const unsubscribe = ctx.live.subscribe((update) => {
      res.write(`event: registrations\ndata: ${JSON.stringify(update)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
    };
    const end = () => {
      stop();
      res.end();
    };
    open.add(end);
    request.raw.on('close', stop);
    res.on('error', stop);
  });
}
