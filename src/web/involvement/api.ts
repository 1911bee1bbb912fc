import { useQuery } from '@tanstack/react-query';
import type { Involvement } from '../../domain/responses/attendance.ts';
import { api } from '../api/client.ts';

export const involvementKeys = { all: ['involvement'] as const };

/** GET /api/me/involvement (issue 20): asked again on every visit, as a check-in may have come since. */
export function useInvolvement(enabled: boolean) {
  return useQuery({ enabled, queryKey: involvementKeys.all, queryFn: () => api.get<Involvement>('/api/me/involvement'), refetchOnMount: 'always' });
}
