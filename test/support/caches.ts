/**
 * The browser's CacheStorage in memory, as little of it as the app and its service worker
 * use (jsdom has none): named caches of answers by address, and what was done to them.
 */
export function memoryCaches(origin = 'https://quad.example.edu') {
  const stores = new Map<string, Map<string, Response>>();
  const done: string[] = [];
  const address = (request: RequestInfo) => new URL(typeof request === 'string' ? request : request.url, origin).href;
  const caches = {
    open: async (name: string) => {
      const store = stores.get(name) ?? stores.set(name, new Map()).get(name)!;
      return {
        match: async (request: RequestInfo) => store.get(address(request))?.clone(),
        put: async (request: RequestInfo, response: Response) => {
          done.push(`put ${name}`);
          store.set(address(request), response);
        },
      };
    },
    delete: async (name: string) => {
      done.push(`delete ${name}`);
      return stores.delete(name);
    },
  };
  return { caches, stores, done };
}

/** Runs `run` with `fake` as the global `caches`. */
export async function withCaches<T>(fake: ReturnType<typeof memoryCaches>, run: () => Promise<T>): Promise<T> {
  Object.assign(globalThis, { caches: fake.caches });
  try {
    return await run();
  } finally {
    Reflect.deleteProperty(globalThis, 'caches');
  }
}
