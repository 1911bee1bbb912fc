import type { Insertable } from 'kysely';
import type { ClubRole } from '../../../domain/policy/actor.ts';
import type { ClubOwnership } from '../../../domain/policy/organizers.ts';
import type { Db, Trx } from '../../infrastructure/db/connection.ts';
import type { ClubInvitationsTable } from '../../infrastructure/db/schema.ts';

/** The clubs a person serves, with each club's name: GET /api/me and every request's viewer. */
export function findMemberships(db: Db, userId: string) {
  return db
    .selectFrom('club_members as m')
    .innerJoin('organizers as o', 'o.user_id', 'm.organizer_id')
    .select(['m.organizer_id as organizerId', 'o.name', 'm.role'])
    .where('m.user_id', '=', userId)
    .orderBy('o.name')
    .execute();
}

/** The club's team, earliest first, with each person's name and address (for its owner only). */
export function listMembers(db: Db, organizerId: string) {
  return db
    .selectFrom('club_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.name', 'u.email', 'm.role', 'm.created_at'])
    .where('m.organizer_id', '=', organizerId)
    .orderBy('m.created_at')
    .orderBy('m.user_id')
    .execute();
}

export function listOpenInvitations(db: Db, organizerId: string, now: string) {
  return db
    .selectFrom('club_invitations')
    .select(['id', 'email', 'role', 'created_at', 'expires_at'])
    .where('organizer_id', '=', organizerId)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
}

export function findMember(db: Db | Trx, organizerId: string, userId: string) {
  return db.selectFrom('club_members').selectAll().where('organizer_id', '=', organizerId).where('user_id', '=', userId).executeTakeFirst();
}

/** A member with this address (users' addresses are stored lower-case). */
export function findMemberByEmail(db: Db | Trx, organizerId: string, email: string) {
  return db
    .selectFrom('club_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.user_id')
    .where('m.organizer_id', '=', organizerId)
    .where('u.email', '=', email)
    .executeTakeFirst();
}

/** One open invitation per address and club: a new one replaces the old (its link stops working). */
export async function replaceInvitation(trx: Trx, row: Insertable<ClubInvitationsTable>): Promise<void> {
  await trx.deleteFrom('club_invitations').where('organizer_id', '=', row.organizer_id).where('email', '=', row.email).execute();
  await trx.insertInto('club_invitations').values(row).execute();
}

export function findInvitationByHash(db: Db | Trx, tokenHash: string) {
  return db
    .selectFrom('club_invitations as i')
    .innerJoin('organizers as o', 'o.user_id', 'i.organizer_id')
    .select(['i.id', 'i.organizer_id', 'i.email', 'i.role', 'i.expires_at', 'o.name'])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function deleteInvitation(db: Db | Trx, organizerId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('club_invitations').where('organizer_id', '=', organizerId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function insertMember(trx: Trx, row: { organizer_id: string; user_id: string; role: ClubRole; created_at: string }): Promise<void> {
  await trx.insertInto('club_members').values(row).execute();
}

export async function deleteMember(db: Db | Trx, organizerId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('club_members').where('organizer_id', '=', organizerId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setMemberRole(trx: Trx, organizerId: string, userId: string, role: ClubRole): Promise<void> {
  await trx.updateTable('club_members').set({ role }).where('organizer_id', '=', organizerId).where('user_id', '=', userId).execute();
}

/** The club's name, its account's address and whether that account was handed over (undefined: not a club). */
export function findClub(db: Db | Trx, organizerId: string) {
  return db
    .selectFrom('organizers as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.user_id as id', 'o.name', 'o.handed_over_at', 'u.email'])
    .where('o.user_id', '=', organizerId)
    .executeTakeFirst();
}

/** Who owns each club: its owners in person and whether the club account still signs in. */
async function ownershipOf(db: Db | Trx, organizerIds: readonly string[]): Promise<ClubOwnership[]> {
  if (organizerIds.length === 0) return [];
  const [clubs, owners] = await Promise.all([
    db.selectFrom('organizers').select(['user_id', 'name', 'handed_over_at']).where('user_id', 'in', organizerIds).orderBy('name').execute(),
    db.selectFrom('club_members').select(['organizer_id', 'user_id']).where('organizer_id', 'in', organizerIds).where('role', '=', 'owner').execute(),
  ]);
  return clubs.map((club) => ({
    organizerId: club.user_id,
    name: club.name ?? '',
    ownerIds: owners.filter((o) => o.organizer_id === club.user_id).map((o) => o.user_id),
    clubSignsIn: club.handed_over_at === null,
  }));
}

/** The clubs a person owns in person (after a handover), as their owners stand. */
export async function findOwnedClubs(db: Db | Trx, userId: string): Promise<ClubOwnership[]> {
  const rows = await db.selectFrom('club_members').select('organizer_id').where('user_id', '=', userId).where('role', '=', 'owner').execute();
  return ownershipOf(db, rows.map((r) => r.organizer_id));
}

/** One club's owners, or undefined when it is not a club. */
export async function findClubOwnership(db: Db | Trx, organizerId: string): Promise<ClubOwnership | undefined> {
  return (await ownershipOf(db, [organizerId]))[0];
}

/** The person becomes the club's owner: their membership's role, or a new membership. */
export async function makeOwner(trx: Trx, organizerId: string, userId: string, now: string): Promise<void> {
  if (await findMember(trx, organizerId, userId)) await setMemberRole(trx, organizerId, userId, 'owner');
  else await insertMember(trx, { organizer_id: organizerId, user_id: userId, role: 'owner', created_at: now });
}

/**
 * The club account's own sign-in ends (handover): its sessions and its password go, and
 * the mark makes every later sign-in, by any method, refused (auth hooks).
 */
export async function closeClubSignIn(trx: Trx, organizerId: string, now: string): Promise<void> {
  await trx.updateTable('organizers').set({ handed_over_at: now }).where('user_id', '=', organizerId).execute();
  await trx.deleteFrom('sessions').where('user_id', '=', organizerId).execute();
  await trx.deleteFrom('accounts').where('user_id', '=', organizerId).execute();
}
