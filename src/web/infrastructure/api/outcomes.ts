import { useQuery } from '@tanstack/react-query';
import type { OutcomeList, OutcomeView } from '../../../domain/responses/outcomes.ts';
import { api } from './client.ts';
import { rootKeys } from './query-keys.ts';

// The campus's learning outcomes: shared, as the office keeps them, the event form offers
// them, the event page names them and the involvement record groups by them.

export const outcomeKeys = { all: rootKeys.outcomes };

export type { OutcomeView };

/** GET /api/outcomes: every outcome, by name (anyone may read them). */
export function useOutcomes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: outcomeKeys.all,
    queryFn: async () => (await api.get<OutcomeList>('/api/outcomes')).outcomes,
    staleTime: 60_000,
  });
}
