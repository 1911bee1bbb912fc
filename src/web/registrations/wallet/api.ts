import { useMutation } from '@tanstack/react-query';
import type { GoogleWalletLink } from '../../../domain/responses/wallet.ts';
import { api } from '../../infrastructure/api/client.ts';
import { usePublicConfig } from '../../infrastructure/api/config.ts';

const registrationPath = (id: string) => `/api/registrations/${encodeURIComponent(id)}`;

/** The .pkpass: a plain link, so Safari hands it to Wallet (the student's cookie goes with it). */
export const applePassPath = (registrationId: string) => `${registrationPath(registrationId)}/wallet.pkpass`;

/** Which wallets this campus has set up (GET /api/config); neither until the configuration has loaded. */
export function useWallets(): { apple: boolean; google: boolean } {
  return usePublicConfig().data?.wallet ?? { apple: false, google: false };
}

/** Asks for a fresh "Save to Google Wallet" link (its JWT holds the ticket, so it is made on demand, never kept). */
export function useGoogleWalletLink(registrationId: string) {
  return useMutation({ mutationFn: () => api.get<GoogleWalletLink>(`${registrationPath(registrationId)}/wallet/google`) });
}
