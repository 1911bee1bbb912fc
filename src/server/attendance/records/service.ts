import { createHash, randomBytes } from 'node:crypto';
import { MSG } from '../../../domain/messages.ts';
import type { RecordLinkCreated, RecordLinkView } from '../../../domain/responses/records.ts';
import { canonicalJson, includedParts, MAX_RECORD_LINKS, RECORD_PARTS, snapshotOf, type RecordParts, type SharedRecord } from '../../../domain/shared-record.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { nowIso, toIso } from '../../infrastructure/db/time.ts';
import { conflict, notFound } from '../../infrastructure/http/errors.ts';
import { involvementOf } from '../involvement/service.ts';
import { countOpenLinks, findOpenLinkByHash, insertLink, listOpenLinks, lockStudent, revokeLink } from './queries.ts';
import { recordKeys, signRecord, verifyRecord } from './signing.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, base64url: the link's secret. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const partsOf = (stored: string) => JSON.parse(stored) as RecordParts;

function presentLink(row: { id: string; include: string; created_at: Date | string }): RecordLinkView {
  return { id: row.id, include: includedParts(partsOf(row.include)), createdAt: toIso(row.created_at) };
}

/**
 * A shared link to the chosen parts of the student's record. The record is copied and
 * signed now, not read again at each visit: a shared record says what was true when it
 * was shared, so its signature, and any copy saved from it, stays true whatever changes
 * later (a club renamed, an event deleted). Only the token's hash is kept, as for club
 * invitations: the URL is shown this once, and a copy of the database opens no record.
 */
export async function createLink(ctx: ServerContext, viewer: Viewer, parts: RecordParts): Promise<RecordLinkCreated> {
  const involvement = await involvementOf(ctx, viewer.id);
  const id = newId(12);
  const token = randomBytes(32).toString('base64url');
  const createdAt = nowIso();
  const record = snapshotOf(involvement, parts, {
    linkId: id, studentName: viewer.name, issuedAt: createdAt, issuer: { name: `Quad · ${ctx.config.campusName}`, url: ctx.config.publicUrl },
  });
  const canonical = canonicalJson(record);
  const include = JSON.stringify(Object.fromEntries(RECORD_PARTS.map((p) => [p, parts[p]])));
  await ctx.db.transaction().execute(async (trx) => {
    if (ctx.handle.dialect === 'postgres') await lockStudent(trx, viewer.id);
    if ((await countOpenLinks(trx, viewer.id)) >= MAX_RECORD_LINKS) throw conflict(MSG.tooManyRecordLinks, 'TOO_MANY_LINKS');
    await insertLink(trx, {
      id, student_id: viewer.id, token_hash: hashToken(token), include, record: canonical, signature: signRecord(recordKeys(ctx.config), canonical), created_at: createdAt, revoked_at: null,
    });
  });
  return { ...presentLink({ id, include, created_at: createdAt }), url: `${ctx.config.publicUrl}/records/${token}` };
}

export async function listLinks(ctx: ServerContext, studentId: string): Promise<RecordLinkView[]> {
  return (await listOpenLinks(ctx.db, studentId)).map(presentLink);
}

/** Withdraws the student's link: anyone else's, or an unknown one, is the same 404, so ids reveal nothing. */
export async function withdrawLink(ctx: ServerContext, studentId: string, linkId: string) {
  if ((await revokeLink(ctx.db, studentId, linkId, nowIso())) === 0) throw notFound(MSG.recordLinkNotFound, 'LINK_NOT_FOUND');
}

export interface OpenedRecord {
  record: SharedRecord;
  signature: string;
  /** Whether the stored signature verifies now, with this server's key. */
  verified: boolean;
  studentId: string;
}

/** The record a link's token opens, or null (unknown, malformed or withdrawn). */
export async function openRecord(ctx: ServerContext, token: string): Promise<OpenedRecord | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const row = await findOpenLinkByHash(ctx.db, hashToken(token));
  if (!row) return null;
  const record = JSON.parse(row.record) as SharedRecord;
  return { record, studentId: row.student_id, signature: row.signature, verified: verifyRecord(recordKeys(ctx.config), record, row.signature) };
}
