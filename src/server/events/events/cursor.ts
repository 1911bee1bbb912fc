import { badRequest } from '../../infrastructure/http/errors.ts';

/** The listing's opaque cursor: the last event's start instant and id. */
export interface ListCursor {
  startsAt: string;
  id: string;
}

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.startsAt, cursor.id])).toString('base64url');
}

/** Instants both databases store: years 1 to 9999 (PostgreSQL refuses year 0 and 6-digit years). */
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');
/** Ids Quad makes: letters, digits, '-' and '_'. */
const ID = /^[\w-]{1,100}$/;

/** A forged cursor (any date, any id, a NUL hidden in the base64) is a 400, never a query. */
export function decodeCursor(value: string): ListCursor {
  try {
    const [startsAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    const at = typeof startsAt === 'string' ? Date.parse(startsAt) : Number.NaN;
    if (typeof id === 'string' && ID.test(id) && at >= EARLIEST && at <= LATEST) {
      return { startsAt: new Date(at).toISOString(), id };
    }
  } catch {
    // fall through
  }
  throw badRequest('Invalid cursor', { cursor: 'Invalid cursor' });
}
