const MAX_BYTES = 4 * 1024 * 1024;

/**
 * The benchmarks' reference (`npm run bench`): `GET /api/__bench/reference?bytes=N`
 * answers with a precomputed JSON buffer of exactly N bytes and does no other work,
 * so the same server's req/s on it is the ceiling a real route is compared with.
 * Served only by the benchmarks' own entry point (bench-server.mjs), never by Quad's.
 */
/** @param {import('fastify').FastifyInstance} app */
export async function benchReferenceRoutes(app) {
  /** @type {Map<number, Buffer>} */
  const buffers = new Map();
  /** @param {number} bytes */
  const bufferOf = (bytes) => {
    let buffer = buffers.get(bytes);
    if (!buffer) {
      // A JSON string of the right length: `"xxxx…"`.
      buffer = Buffer.alloc(bytes, 'x');
      if (bytes >= 2) {
        buffer[0] = 0x22;
        buffer[bytes - 1] = 0x22;
      }
      buffers.set(bytes, buffer);
    }
    return buffer;
  };
  app.get('/__bench/reference', { schema: { hide: true } }, (request, reply) => {
    const bytes = Math.min(MAX_BYTES, Math.max(0, Number(/** @type {{ bytes?: string }} */ (request.query).bytes) || 0));
    reply.header('content-type', 'application/json; charset=utf-8').send(bufferOf(bytes));
  });

  // Where the memory is (RSS alone does not say): V8's heap, buffers, and the rest.
  app.get('/__bench/memory', { schema: { hide: true } }, (_request, reply) => {
    const m = process.memoryUsage();
    const mb = (/** @type {number} */ n) => Math.round((n / 1048576) * 10) / 10;
    reply.header('cache-control', 'no-store').send({ rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) });
  });
}
