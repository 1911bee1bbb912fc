import { z } from 'zod';

/** One of the signed-in user's sessions as its owner sees it: never its token. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** GET /api/me/sessions: this device first. */
export const deviceSessionListSchema = z.object({ sessions: z.array(deviceSessionSchema) });
export type DeviceSessionList = z.infer<typeof deviceSessionListSchema>;

/** POST /api/me/sessions/sign-out-others: how many sessions ended. */
export const revokedSessionsSchema = z.object({ revoked: z.number() });
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;
