import { useQuery } from '@tanstack/react-query';
import { api } from './client.ts';

export interface PublicConfig {
  campusName: string;
  contactEmail: string;
  contactPhone: string;
  timeZone: string;
  googleSignIn: boolean;
}

export function usePublicConfig() {
  return useQuery({ queryKey: ['config'], queryFn: () => api.get<PublicConfig>('/api/config'), staleTime: Infinity });
}
