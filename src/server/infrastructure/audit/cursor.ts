import { badRequest } from '../http/errors.ts';

/** The log's opaque page cursor: the last entry's time and id (newest first, so "before" it). */
export interface AuditCursor {
  at: string;
  id: string;
}

export function encodeAuditCursor(cursor: AuditCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** The instant exactly as encodeAuditCursor writes it (toISOString, years 1 to 9999, which both databases store). */
const INSTANT = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Ids Quad makes: letters and digits. */
const ID = /^[A-Za-z0-9]{1,100}$/;

/** A forged or mangled cursor is a 400, never a query. */
export function decodeAuditCursor(value: string): AuditCursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && INSTANT.test(at) && !Number.isNaN(Date.parse(at)) && typeof id === 'string' && ID.test(id)) {
      return { at: new Date(at).toISOString(), id };
    }
  } catch {
    // not base64 JSON: refused below
  }
  throw badRequest('Invalid cursor', { before: 'Invalid cursor' });
}
