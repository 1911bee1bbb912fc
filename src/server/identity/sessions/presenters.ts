import type { DeviceSession } from '../../../domain/responses/sessions.ts';
import { describeDevice } from './device.ts';
import type { SessionRecord } from './queries.ts';

/** One session as its owner sees it: never its token. */
export function presentSession(session: SessionRecord, currentId: string): DeviceSession {
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
export function presentSessions(sessions: SessionRecord[], currentId: string): DeviceSession[] {
  const views = sessions.map((s) => presentSession(s, currentId));
  return [...views.filter((v) => v.current), ...views.filter((v) => !v.current)];
}
