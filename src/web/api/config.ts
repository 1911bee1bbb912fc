import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../domain/responses/health.ts';
import { api } from './client.ts';
import { rootKeys } from './query-keys.ts';

export const configKeys = { all: rootKeys.config };

export function usePublicConfig() {
  return useQuery({ queryKey: configKeys.all, queryFn: () => api.get<PublicConfig>('/api/config'), staleTime: Infinity });
}
