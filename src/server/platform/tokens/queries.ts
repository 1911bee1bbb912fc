import type { Db } from '../../infrastructure/db/connection.ts';
import type { ApiTokensTable } from '../../infrastructure/db/schema.ts';
import type { Insertable } from 'kysely';

/** Whose tokens: a person's own (organizerId null) or a club's. */
export interface TokenOwner {
  userId: string;
  organizerId: string | null;
}

export async function insertToken(db: Db, row: Insertable<ApiTokensTable>): Promise<void> {
  await db.insertInto('api_tokens').values(row).execute();
}

/** A person's own tokens, or every token of a club (whoever of its owners made it), newest first. */
export function listTokens(db: Db, owner: TokenOwner) {
  let query = db.selectFrom('api_tokens').select(['id', 'name', 'scopes', 'created_at', 'expires_at', 'last_used_at']);
  query = owner.organizerId === null
    ? query.where('user_id', '=', owner.userId).where('organizer_id', 'is', null)
    : query.where('organizer_id', '=', owner.organizerId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export type TokenListRow = Awaited<ReturnType<typeof listTokens>>[number];

/** Deletes one token of the owner; false when it is not theirs (or does not exist). */
export async function deleteToken(db: Db, owner: TokenOwner, tokenId: string): Promise<boolean> {
  let query = db.deleteFrom('api_tokens').where('id', '=', tokenId);
  query = owner.organizerId === null
    ? query.where('user_id', '=', owner.userId).where('organizer_id', 'is', null)
    : query.where('organizer_id', '=', owner.organizerId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
