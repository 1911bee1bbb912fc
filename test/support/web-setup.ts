import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, vi } from 'vitest';
// jsdom lacks these; Mantine needs them (docs/architecture.md, "Testing notes").
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!('fonts' in document)) {
  // Mantine's autosizing Textarea listens for web fonts loading.
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    configurable: true,
  });
}

// Testing Library waits 1 s for a findBy or waitFor by default: on a busy 2-core machine a
// render after a debounce and a fetch can take longer than that, and the test would fail for
// the machine's load, not the screen's behaviour.
configure({ asyncUtilTimeout: 5000 });

// The web files share their workers (vitest.config.ts, `isolate: false`): the packages (React,
// Mantine…) are loaded once per worker, not once per file, which was half of these files' time.
// Quad's own modules are loaded afresh for each file, with their state (live counts, a
// remembered language) and the file's mocks. Each file starts from a blank page, storage and
// address, its predecessor's stubs, fake timers and leftovers (a notification, a portal) gone.
vi.resetModules();
beforeAll(() => {
  cleanup();
  // Mantine keeps its notifications, and the queue behind the ones on screen, in its module.
  notifications.clean();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

// What Testing Library does by itself where test functions are globals: each test's render
// unmounted after it.
afterEach(() => cleanup());
