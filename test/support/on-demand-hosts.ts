import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

/**
 * For component tests that show toasts (and, with `modals`, dialogs): their hosts' code
 * is fetched the first time one opens (on-demand-hosts.tsx), so here once, ahead; after
 * each test the DOM, the toasts and any stubbed globals are cleared.
 */
export function withOnDemandHosts({ modals = false } = {}) {
  beforeAll(async () => {
    await Promise.all([
      import('../../src/web/infrastructure/components/NotificationsHost.tsx'),
      ...(modals ? [import('../../src/web/infrastructure/components/ModalsHost.tsx'), import('@mantine/modals')] : []),
    ]);
  }, 30_000);
  afterEach(() => {
    cleanup();
    notifications.clean();
    vi.unstubAllGlobals();
  });
}
