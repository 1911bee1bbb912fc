import type { ServerContext } from '../../src/server/infrastructure/context.ts';
import type { HttpClient } from './http-client.ts';

/** The token of the newest invitation link mailed to `email` (read from the outbox row, as the e-mail would carry it). */
export async function invitationToken(ctx: Pick<ServerContext, 'db'>, email: string): Promise<string> {
  const row = await ctx.db
    .selectFrom('outbox').select(['payload']).where('kind', '=', 'club-invitation').where('recipient', '=', email.toLowerCase())
    .orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const url = (JSON.parse(row.payload) as { url: string }).url;
  return url.slice(url.lastIndexOf('/') + 1);
}

/** The club signed in on `owner` invites the person signed in on `member` (by `email`), who accepts. */
export async function joinTeam(
  ctx: Pick<ServerContext, 'db'>,
  owner: HttpClient,
  organizerId: string,
  member: HttpClient,
  email: string,
  role: 'manager' | 'door',
) {
  const invited = await owner.post(`/api/organizers/${organizerId}/members`, { email, role });
  if (invited.status !== 201) throw new Error(`invitation failed: ${invited.status} ${invited.text}`);
  const accepted = await member.post(`/api/invitations/${await invitationToken(ctx, email)}/accept`);
  if (accepted.status !== 200) throw new Error(`acceptance failed: ${accepted.status} ${accepted.text}`);
  return accepted.body as { organizerId: string; name: string; role: string };
}
