import { useQuery } from '@tanstack/react-query';
import { rootKeys } from './query-keys.ts';

export const healthKeys = { all: rootKeys.devHealth };

/** Under `npm run dev` only: whether the preview backend answers /api/health, asked every 5 s. */
export function useBackendHealth() {
  return useQuery({
    queryKey: healthKeys.all,
    queryFn: async () => {
      // Plain fetch, not the client: a probe that must never be answered from the HTTP cache.
      const response = await fetch('/api/health', { cache: 'no-store' });
      if (!response.ok) throw new Error(String(response.status));
      return true;
    },
    refetchInterval: 5000,
    retry: false,
  });
}
