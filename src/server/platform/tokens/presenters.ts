import type { TokenScope } from '../../../domain/api-tokens.ts';
import type { ApiTokenView } from '../../../domain/responses/tokens.ts';
import { toIso } from '../../infrastructure/db/time.ts';
import type { TokenListRow } from './queries.ts';

/** A token as the list shows it: only these fields leave the server, never its hash. */
export function presentToken(row: TokenListRow): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes.split(' ').filter(Boolean) as TokenScope[],
    createdAt: toIso(row.created_at),
    expiresAt: toIso(row.expires_at),
    lastUsedAt: toIso(row.last_used_at),
  };
}
