import { configure } from '@testing-library/react';
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
