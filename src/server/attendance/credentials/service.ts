import { randomInt } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { heldForATerm } from '../../../domain/credentials.ts';
import { attendedHours, endInstant, roundHours } from '../../../domain/involvement.ts';
import { MSG } from '../../../domain/messages.ts';
import type { ClubRole } from '../../../domain/policy/actor.ts';
import type { CredentialSummary, CredentialVerdict, SignedCredential } from '../../../domain/responses/credentials.ts';
import { canonicalJson } from '../../../domain/shared-record.ts';
import { parseStoredTags } from '../../../domain/tags.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { nowIso, toIso } from '../../infrastructure/db/time.ts';
import { isUniqueViolation, notFound } from '../../infrastructure/http/errors.ts';
import { clrCredential, eventCredential, roleCredential, type Issuer, type StatusBit } from './build.ts';
import { issuerKeys, type IssuerKeys } from './keys.ts';
import {
  countCredentials, findByStatus, findStudentCredential, findStudentEmail, insertCredential, listAttendedForCredentials, listOutcomesById, listRolesSince,
  listStudentCredentials, listValidCredentials, maxStatusList, revokedIndexes, revokeUngrounded,
} from './queries.ts';
import { encodeStatusList, STATUS_LIST_BITS, STATUS_LIST_FILL } from './status-list.ts';

type Ctx = Pick<ServerContext, 'db' | 'config'>;

export const statusListUrl = (ctx: Ctx, list: number) => `${ctx.config.publicUrl}/credentials/status/${list}`;

function issuerOf(ctx: Ctx, keys: IssuerKeys): Issuer {
  return { did: keys.did, name: ctx.config.campusName, url: ctx.config.publicUrl, email: ctx.config.contactEmail };
}

/**
 * The credential as a VC-JWT (Open Badges 3.0 §8.2): the credential is the payload, with
 * `iss` its issuer's id, `jti` its id and `nbf` its validFrom; EdDSA with the campus's
 * key, named by `kid` in the JWKS and the DID document. Ed25519 signs deterministically,
 * so a credential signs to the same JWT each time.
 */
export async function signCredential(keys: IssuerKeys, credential: Record<string, unknown> & { id: string; validFrom: string; validUntil?: string }): Promise<string> {
  const jwt = new SignJWT({ ...credential })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: keys.kid })
    .setIssuer(keys.did)
    .setJti(credential.id)
    .setNotBefore(Math.floor(Date.parse(credential.validFrom) / 1000));
  if (credential.validUntil) jwt.setExpirationTime(Math.floor(Date.parse(credential.validUntil) / 1000));
  return jwt.sign(keys.privateKey);
}

/** A free bit for a new credential: a random index of the newest list that is not half full. */
async function newStatusBit(ctx: Ctx): Promise<{ list: number; index: number }> {
  const list = Math.max(1, Math.floor((await countCredentials(ctx.db)) / STATUS_LIST_FILL) + 1, await maxStatusList(ctx.db));
  return { list, index: randomInt(STATUS_LIST_BITS) };
}

/**
 * Issues what the student has earned and has no credential for yet. Each credential is
 * keyed by what it says (the event with its check-in and approved reflection, the role
 * with its start), so an approved reflection earns a credential that carries it, and a
 * check-in undone and made again earns a new one. Two requests at once issue it once: the
 * second insert meets the unique key and is dropped.
 */
async function issueEarned(ctx: Ctx, studentId: string, keys: IssuerKeys, existing: Set<string>) {
  const [attended, roles, outcomes, student] = await Promise.all([
    listAttendedForCredentials(ctx.db, studentId),
    listRolesSince(ctx.db, studentId),
    listOutcomesById(ctx.db),
    findStudentEmail(ctx.db, studentId),
  ]);
  if (!student) return;
  const issuer = issuerOf(ctx, keys);
  const outcomeById = new Map(outcomes.map((o) => [o.id, o]));
  const tz = ctx.config.campusTimeZone;
  const now = new Date();
  const wanted: { key: string; kind: 'event' | 'role'; eventId: string | null; reflectionId: string | null; name: string; build: (bit: StatusBit, at: string) => Record<string, unknown> }[] = [];
  for (const row of attended) {
    const checkedInAt = toIso(row.checked_in_at!);
    const reviewedAt = row.reflection_reviewed_at ? toIso(row.reflection_reviewed_at) : '-';
    const hours = attendedHours(row.date, row.time, row.end_time, checkedInAt, tz);
    wanted.push({
      key: `event:${row.id}:${checkedInAt}:${row.reflection_id ?? '-'}:${reviewedAt}`,
      kind: 'event',
      eventId: row.id,
      reflectionId: row.reflection_id,
      name: row.name,
      build: (bit, at) => eventCredential(issuer, student.email, {
        id: row.id,
        name: row.name,
        description: row.description,
        startsAt: toIso(row.starts_at),
        endsAt: endInstant(row.date, row.time, row.end_time, tz),
        club: { id: row.organizer_id, name: row.organizer_name ?? '' },
        hours: hours === null ? null : roundHours(hours),
        tags: parseStoredTags(row.tags),
        outcomes: parseStoredTags(row.outcomes).flatMap((id) => outcomeById.get(id) ?? []),
        checkedInAt,
        reflection: row.reflection_text,
      }, bit, at),
    });
  }
  for (const role of roles) {
    const since = toIso(role.created_at);
    if (!heldForATerm(since, now)) continue;
    const held = { club: { id: role.organizer_id, name: role.name ?? '' }, role: role.role as ClubRole, since };
    wanted.push({
      key: `role:${role.organizer_id}:${role.role}:${since}`,
      kind: 'role',
      eventId: null,
      reflectionId: null,
      name: roleCredential(issuer, student.email, held, { url: '', index: 0 }, since).name,
      build: (bit, at) => roleCredential(issuer, student.email, held, bit, at),
    });
  }
  for (const item of wanted.filter((w) => !existing.has(w.key))) {
    // A bit already taken (1 in thousands) is tried again with another.
    for (let attempt = 0; attempt < 8; attempt++) {
      const bit = await newStatusBit(ctx);
      const issuedAt = nowIso();
      const credential = item.build({ url: statusListUrl(ctx, bit.list), index: bit.index }, issuedAt);
      try {
        await insertCredential(ctx.db, {
          id: newId(12), student_id: studentId, kind: item.kind, source_key: item.key, event_id: item.eventId, reflection_id: item.reflectionId,
          name: item.name, credential: canonicalJson(credential), status_list: bit.list, status_index: bit.index, issued_at: issuedAt, revoked_at: null,
        });
        break;
      } catch (error) {
        if (isUniqueViolation(error, 'source_key') || isUniqueViolation(error, 'credentials_source')) break;
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }
}

function presentSummary(row: { id: string; kind: 'event' | 'role'; event_id: string | null; reflection_id: string | null; name: string; issued_at: Date | string; revoked_at: Date | string | null }): CredentialSummary {
  return { id: row.id, kind: row.kind, name: row.name, issuedAt: toIso(row.issued_at), eventId: row.event_id, withReflection: row.reflection_id !== null, revoked: row.revoked_at !== null };
}

/**
 * GET /api/me/credentials: the student's credentials in force, after issuing what they
 * earned since last asked and revoking what lost its ground. A credential superseded by
 * a newer one for the same event (one that carries the approved reflection) is left out
 * of the list but stays valid: a copy already shared still verifies.
 */
export async function myCredentials(ctx: Ctx, studentId: string): Promise<CredentialSummary[]> {
  await revokeUngrounded(ctx.db, nowIso());
  const keys = issuerKeys(ctx.config);
  const before = await listStudentCredentials(ctx.db, studentId);
  await issueEarned(ctx, studentId, keys, new Set(before.map((c) => c.source_key)));
  const all = await listStudentCredentials(ctx.db, studentId);
  const newestPerSource = new Map<string, (typeof all)[number]>();
  for (const c of all.filter((r) => r.revoked_at === null)) {
    const source = c.kind === 'event' ? `event:${c.event_id}` : c.source_key;
    if (!newestPerSource.has(source)) newestPerSource.set(source, c);
  }
  return [...newestPerSource.values()].map(presentSummary);
}

async function signed(ctx: Ctx, stored: string): Promise<SignedCredential> {
  const credential = JSON.parse(stored) as Record<string, unknown> & { id: string; validFrom: string };
  return { credential, jwt: await signCredential(issuerKeys(ctx.config), credential) };
}

/** GET /api/me/credentials/:id: the student's own credential and its JWT; anyone else's is the same 404. */
export async function myCredential(ctx: Ctx, studentId: string, id: string): Promise<SignedCredential & { name: string }> {
  const row = await findStudentCredential(ctx.db, studentId, id);
  if (!row) throw notFound(MSG.credentialNotFound, 'CREDENTIAL_NOT_FOUND');
  return { ...(await signed(ctx, row.credential)), name: row.name };
}

/** The student's valid credentials, signed: what a shared record offers. */
export async function validCredentials(ctx: Ctx, studentId: string) {
  await revokeUngrounded(ctx.db, nowIso());
  const rows = await listValidCredentials(ctx.db, studentId);
  return Promise.all(rows.map(async (r) => ({ id: r.id, name: r.name, ...(await signed(ctx, r.credential)) })));
}

/** The CLR 2.0 bundle of every credential in force, itself signed. */
export async function myBundle(ctx: Ctx, studentId: string): Promise<SignedCredential> {
  const current = await myCredentials(ctx, studentId);
  const student = (await findStudentEmail(ctx.db, studentId))!;
  const items = await Promise.all(current.map(async (c) => myCredential(ctx, studentId, c.id)));
  const keys = issuerKeys(ctx.config);
  const credential = clrCredential(issuerOf(ctx, keys), student.email, student.name, items as never, nowIso());
  return { credential, jwt: await signCredential(keys, credential) };
}

/**
 * GET /credentials/status/:list: the BitstringStatusListCredential, signed as a VC-JWT.
 * Null for a list that does not exist.
 */
export async function statusListCredential(ctx: Ctx, list: number): Promise<SignedCredential | null> {
  if (!Number.isSafeInteger(list) || list < 1 || list > Math.max(1, await maxStatusList(ctx.db))) return null;
  await revokeUngrounded(ctx.db, nowIso());
  const keys = issuerKeys(ctx.config);
  const url = statusListUrl(ctx, list);
  const credential = {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: keys.did,
    validFrom: nowIso(),
    credentialSubject: { id: `${url}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation', encodedList: encodeStatusList(await revokedIndexes(ctx.db, list)) },
  };
  return { credential, jwt: await signCredential(keys, credential) };
}

const INVALID: CredentialVerdict = { valid: false, revoked: false, issuer: null, achievement: null };

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * POST /api/credentials/verify: whether the JWT is a credential this campus signed (any
 * key of its JWKS, retired ones included) and, if so, whether it was revoked since.
 */
export async function verifyCredential(ctx: Ctx, jwt: string): Promise<CredentialVerdict> {
  const keys = issuerKeys(ctx.config);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(jwt, createLocalJWKSet(keys.jwks), { algorithms: ['EdDSA'], issuer: keys.did }));
  } catch {
    return INVALID;
  }
  const issuer = payload.issuer as Record<string, unknown> | string | undefined;
  const issuerId = typeof issuer === 'string' ? issuer : text(issuer?.id);
  const subject = payload.credentialSubject as { achievement?: Record<string, unknown> } | undefined;
  const achievement = subject?.achievement;
  if (issuerId !== keys.did || !achievement || typeof achievement.name !== 'string') return INVALID;
  const status = payload.credentialStatus as { statusListCredential?: unknown; statusListIndex?: unknown } | undefined;
  let revoked = false;
  const listUrl = text(status?.statusListCredential);
  const prefix = `${ctx.config.publicUrl}/credentials/status/`;
  if (listUrl?.startsWith(prefix)) {
    await revokeUngrounded(ctx.db, nowIso());
    const row = await findByStatus(ctx.db, Number(listUrl.slice(prefix.length)), Number(status?.statusListIndex));
    // A credential signed by this campus with no row left (its student's account deleted) is revoked too.
    revoked = !row || row.revoked_at !== null;
  }
  return {
    valid: true,
    revoked,
    issuer: { id: issuerId, name: typeof issuer === 'object' ? text(issuer.name) : null, url: typeof issuer === 'object' ? text(issuer.url) : null },
    achievement: { id: text(achievement.id), name: achievement.name, description: text(achievement.description) },
  };
}
