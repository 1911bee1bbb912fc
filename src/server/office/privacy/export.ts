import { strToU8, zipSync } from 'fflate';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { Viewer } from '../../infrastructure/auth/viewer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { unauthorized } from '../../infrastructure/http/errors.ts';
import { RateLimiter, retryAfterSeconds } from '../../infrastructure/rate-limit/limiter.ts';
import { recordAccountAudit } from '../../infrastructure/audit/service.ts';
import { exportPage, WITHHELD, type PersonalData } from './export-page.ts';
import { findPerson, isReader, PERSONAL_TABLES, type Row } from './queries.ts';
import type { DataCipher } from '../../infrastructure/security/data-encryption.ts';
import { cipherOf, openSensitive } from '../../registrations/registrations/sensitive.ts';

/** One export an hour: a fixed window, so a refusal never locks anyone out for longer. */
export const EXPORT_RULE = { limit: 1, windowMs: 3_600_000 };
export { WITHHELD };

/**
 * Columns that are keys to the account rather than facts about the person: an export
 * that leaked from a shared computer must not sign anyone in.
 */
const SECRET_COLUMNS: Partial<Record<string, readonly string[]>> = {
  sessions: ['token'],
  accounts: ['password', 'access_token', 'refresh_token', 'id_token'],
  verifications: ['value'],
  club_invitations: ['token_hash'],
  events: ['door_secret'],
  students: ['calendar_token'],
  push_subscriptions: ['auth'],
  api_tokens: ['token_hash'],
};

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (typeof value === 'bigint') return Number(value);
  return value;
}

/**
 * JSON text columns read as the values they hold; sign-in links in queued messages withheld;
 * a registration's sealed sensitive answers opened (they are the person's own answers).
 */
function cleanRow(table: string, row: Row, cipher: DataCipher): Row {
  const secret = new Set(SECRET_COLUMNS[table] ?? []);
  const out: Row = {};
  for (const [column, value] of Object.entries(row)) {
    if (secret.has(column) && value !== null) out[column] = WITHHELD;
    else if (table === 'registrations' && column === 'sensitive_answers' && typeof value === 'string') {
      out[column] = openSensitive(cipher, { id: String(row.id), sensitive_answers: value });
    }
    else if (table === 'outbox' && column === 'payload' && typeof value === 'string') out[column] = withoutLinks(value);
    else out[column] = plain(value);
  }
  return out;
}

function withoutLinks(payload: string): unknown {
  try {
    return JSON.parse(payload, (key, value: unknown) => (key === 'url' ? WITHHELD : value));
  } catch {
    return payload;
  }
}


/** Every row Quad holds about the person, read table by table (queries.ts lists them all). */
export async function collectPersonalData(ctx: Pick<ServerContext, 'db' | 'config'>, userId: string, now = new Date()): Promise<PersonalData> {
  const cipher = cipherOf(ctx);
  const person = await findPerson(ctx.db, userId);
  if (!person) throw unauthorized();
  const tables: Record<string, Row[]> = {};
  const notPersonal: Record<string, string> = {};
  for (const [table, entry] of Object.entries(PERSONAL_TABLES)) {
    if (!isReader(entry)) {
      notPersonal[table] = entry.notPersonal;
      continue;
    }
    tables[table] = (await entry(ctx.db, person)).map((row) => cleanRow(table, row, cipher));
  }
  return { format: 'quad-export/1', exportedAt: now.toISOString(), account: { id: person.id, email: person.email }, tables, notPersonal };
}

/** The ZIP of data.json and index.html, which reads it as a person would, in their language. */
export function zipPersonalData(data: PersonalData, campusName: string, language: UiLanguage = 'en'): Uint8Array {
  const json = JSON.stringify(data, null, 2);
  return zipSync({
    'data.json': strToU8(json),
    'index.html': strToU8(exportPage(data, campusName, language)),
  }, { level: 6, mtime: new Date(data.exportedAt) });
}

/**
 * The signed-in person's export: at most one an hour (429 with Retry-After otherwise),
 * audited. A failed export gives its hour back. `language`: the request's, for index.html.
 */
export async function exportPersonalData(ctx: ServerContext, viewer: Viewer, language: UiLanguage = 'en'): Promise<{ zip: Uint8Array } | { retryAfter: number }> {
  const limiter = new RateLimiter(ctx.db);
  const key = `export:${viewer.id}`;
  const count = await limiter.hit(key, EXPORT_RULE);
  if (count.count > EXPORT_RULE.limit) return { retryAfter: retryAfterSeconds(count.resetAt) };
  try {
    const data = await collectPersonalData(ctx, viewer.id);
    const counts = Object.fromEntries(Object.entries(data.tables).map(([table, rows]) => [table, rows.length]));
    await ctx.db.transaction().execute((trx) => recordAccountAudit(trx, viewer, 'account.exported', { rows: counts }));
    return { zip: zipPersonalData(data, ctx.config.campusName, language) };
  } catch (error) {
    await limiter.release(key, EXPORT_RULE);
    throw error;
  }
}
