import { useQuery } from '@tanstack/react-query';
import { api } from './client.ts';
import { rootKeys } from './query-keys.ts';

export interface PublicConfig {
  campusName: string;
  contactEmail: string;
  contactPhone: string;
  timeZone: string;
  googleSignIn: boolean;
}

export const configKeys = { all: rootKeys.config };

export function usePublicConfig() {
  return useQuery({ queryKey: configKeys.all, queryFn: () => api.get<PublicConfig>('/api/config'), staleTime: Infinity });
}
