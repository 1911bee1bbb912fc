const MAX_BYTES = 4 * 1024 * 1024;

/**
 * The benchmarks' reference (`npm run bench`): `GET /api/__bench/reference?bytes=N`
 * answers with a precomputed JSON buffer of exactly N bytes and does no other work,
 * so the same server's req/s on it is the ceiling a real route is compared with.
 * `&binary=1` answers N bytes that look like a compressed body (no text in them), for
 * comparing a compressed answer: autocannon decodes every body as UTF-8, and text costs
 * its one thread several times less than such bytes, so an answer of text would be a
 * ceiling no compressed answer can reach once the client, not the server, is the limit.
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
  /** @type {Map<number, Buffer>} */
  const binaries = new Map();
  /** @param {number} bytes */
  const binaryOf = (bytes) => {
    let buffer = binaries.get(bytes);
    if (!buffer) {
      // The same bytes every run: a linear congruential sequence's high bytes.
      buffer = Buffer.alloc(bytes);
      let state = 0x2545f491;
      for (let i = 0; i < bytes; i++) {
        state = (Math.imul(state, 1103515245) + 12345) >>> 0;
        buffer[i] = state >>> 24;
      }
      binaries.set(bytes, buffer);
    }
    return buffer;
  };
  app.get('/__bench/reference', { schema: { hide: true } }, (request, reply) => {
    const query = /** @type {{ bytes?: string, binary?: string }} */ (request.query);
    const bytes = Math.min(MAX_BYTES, Math.max(0, Number(query.bytes) || 0));
    if (query.binary === '1') return reply.header('content-type', 'application/octet-stream').send(binaryOf(bytes));
    reply.header('content-type', 'application/json; charset=utf-8').send(bufferOf(bytes));
  });

  // Where the memory is (RSS alone does not say): V8's heap, buffers, and the rest.
  app.get('/__bench/memory', { schema: { hide: true } }, (_request, reply) => {
    const m = process.memoryUsage();
    const mb = (/** @type {number} */ n) => Math.round((n / 1048576) * 10) / 10;
    reply.header('cache-control', 'no-store').send({ rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) });
  });
}
