import { z } from 'zod';

/** GET /api/registrations/:id/wallet/google: the "Save to Google Wallet" link, its signed JWT in the path. */
export const googleWalletLinkSchema = z.object({
  saveUrl: z.string().describe('https://pay.google.com/gp/v/save/<jwt>'),
});
export type GoogleWalletLink = z.infer<typeof googleWalletLinkSchema>;
