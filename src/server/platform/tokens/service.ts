import { randomBytes } from 'node:crypto';
import { TOKEN_PREFIX, type tokenInputSchema } from '../../../domain/api-tokens.ts';
import type { z } from 'zod';
import type { CreatedApiToken } from '../../../domain/responses/tokens.ts';
import { hashToken } from '../../infrastructure/auth/bearer.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { presentToken } from './presenters.ts';
import { insertToken, type TokenOwner } from './queries.ts';

const DAY_MS = 86_400_000;

/** Makes a token for the owner; the answer is the only place its value ever appears. */
export async function createToken(ctx: ServerContext, owner: TokenOwner, input: z.output<typeof tokenInputSchema>): Promise<CreatedApiToken> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const createdAt = nowIso();
  const row = {
    id: newId(16),
    user_id: owner.userId,
    organizer_id: owner.organizerId,
    name: input.name,
    scopes: input.scopes.join(' '),
    token_hash: hashToken(token),
    created_at: createdAt,
    expires_at: input.expiresInDays ? new Date(Date.parse(createdAt) + input.expiresInDays * DAY_MS).toISOString() : null,
    last_used_at: null,
  };
  await insertToken(ctx.db, row);
  return { ...presentToken(row), token };
}
