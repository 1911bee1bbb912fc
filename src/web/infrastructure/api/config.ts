import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../domain/responses/health.ts';
import { api } from './client.ts';
import type { Preload } from './preload.ts';
import { rootKeys } from './query-keys.ts';

export const configKeys = { all: rootKeys.config };

/** For every page the server renders (entry-server.tsx). */
export const configPreload: Preload = { queryKey: configKeys.all, path: '/api/config' };

export function usePublicConfig() {
  return useQuery({ queryKey: configKeys.all, queryFn: () => api.get<PublicConfig>(configPreload.path), staleTime: Infinity });
}

/**
 * The campus USN pattern the forms check with: the server's, or undefined until the
 * configuration has loaded, when the schema factories use the default. (Not the default
 * itself here: this module is in every page's first download, and the rules bring zod.)
 */
export function useUsnPattern(): string | undefined {
  return usePublicConfig().data?.usnPattern;
}
