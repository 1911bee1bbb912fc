import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../domain/responses/health.ts';
import { api } from './client.ts';
import type { Preload } from '../app/first-paint.ts';
import { rootKeys } from './query-keys.ts';

export const configKeys = { all: rootKeys.config };

/** For every page the server renders (entry-server.tsx). */
export const configPreload: Preload = { queryKey: configKeys.all, path: '/api/config' };

export function usePublicConfig() {
  return useQuery({ queryKey: configKeys.all, queryFn: () => api.get<PublicConfig>(configPreload.path), staleTime: Infinity });
}
