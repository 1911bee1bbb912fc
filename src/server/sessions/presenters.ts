import { z } from 'zod';
import { describeDevice } from './device.ts';
import type { SessionRecord } from './queries.ts';

export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionSchema>;

/** One session as its owner sees it: never its token. */
export function presentSession(session: SessionRecord, currentId: string): SessionView {
  return {
    id: session.id,
    device: describeDevice(session.userAgent),
    userAgent: session.userAgent,
    ipAddress: session.ipAddress,
    createdAt: session.createdAt,
    lastActiveAt: session.lastActiveAt,
    current: session.id === currentId,
  };
}

/** This device first, then the others by last activity. */
export function presentSessions(sessions: SessionRecord[], currentId: string): SessionView[] {
  const views = sessions.map((s) => presentSession(s, currentId));
  return [...views.filter((v) => v.current), ...views.filter((v) => !v.current)];
}
