import { z } from 'zod';
import { TOKEN_SCOPES } from '../api-tokens.ts';

/** An API token as its owner sees it in the list: never the token itself. */
export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  createdAt: z.string(),
  /** Null: the token does not expire. */
  expiresAt: z.string().nullable(),
  /** Null: never used. Exact to a minute. */
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenView = z.infer<typeof apiTokenSchema>;

/** GET /api/me/tokens and GET /api/organizers/:id/tokens: newest first. */
export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

/** POST …/tokens: the token itself, shown this once (only its hash is kept). */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
