import { useQuery } from '@tanstack/react-query';
import type { PrivacyNotice } from '../../../domain/responses/retention.ts';
import type { Preload } from '../../infrastructure/api/preload.ts';
import { api } from '../../infrastructure/api/client.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';

/** The public privacy notice's data: the retention schedule in force. */
const privacyKey = rootKeys.privacy;
export const privacyPreload: Preload = { queryKey: privacyKey, path: '/api/privacy' };

export function usePrivacyNotice() {
  return useQuery({ queryKey: privacyKey, queryFn: () => api.get<PrivacyNotice>('/api/privacy') });
}
