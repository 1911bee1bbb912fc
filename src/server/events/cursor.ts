import { badRequest } from '../http/errors.ts';

/** The listing's opaque cursor: the last event's start instant and id. */
export interface ListCursor {
  startsAt: string;
  id: string;
}

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.startsAt, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string): ListCursor {
  try {
    const [startsAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof startsAt === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(startsAt))) {
      return { startsAt: new Date(startsAt).toISOString(), id };
    }
  } catch {
    // fall through
  }
  throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
}
