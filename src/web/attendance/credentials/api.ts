import { useMutation } from '@tanstack/react-query';
import type { CredentialVerdict } from '../../../domain/responses/credentials.ts';
import { api } from '../../infrastructure/api/client.ts';

/** POST /api/credentials/verify: anyone checks a credential's JWT. */
export function useVerifyCredential() {
  return useMutation({ mutationFn: (jwt: string) => api.post<CredentialVerdict>('/api/credentials/verify', { jwt }) });
}
