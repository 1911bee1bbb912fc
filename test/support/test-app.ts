import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { ServerContext } from '../../src/server/infrastructure/context.ts';
import { HttpClient } from './http-client.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  ctx: ServerContext;
  database: TestDatabase;
  baseUrl: string;
  /** A new visitor: its own cookie jar. */
  client(options?: { origin?: string | null }): HttpClient;
  /** Stops the server and opens a new one on the same database (a restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The real server on a real database, listening on a free port of 127.0.0.1. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = loadConfig({
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-000',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    CAMPUS_TIME_ZONE: 'UTC',
    ...env,
  } as NodeJS.ProcessEnv);

  let handle = database.handle;
  let app = await buildApp({ config, handle, logger: false });
  let baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const test: TestApp = {
    get app() {
      return app;
    },
    get ctx() {
      return app.ctx;
    },
    database,
    get baseUrl() {
      return baseUrl;
    },
    client: (options) => new HttpClient(baseUrl, options),
    async restart() {
      await app.close();
      await handle.close();
      handle = database.reopen();
      app = await buildApp({ config, handle, logger: false });
      baseUrl = await app.listen({ port: Number(new URL(baseUrl).port), host: '127.0.0.1' });
    },
    async close() {
      await app.close();
      await handle.close();
      await database.drop();
    },
  };
  return test;
}
