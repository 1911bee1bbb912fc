import { z } from 'zod';

export const clubRoleSchema = z.enum(['owner', 'manager', 'door']);

/** A club the signed-in person serves (GET /api/me `memberships`, the accepted invitation). */
export const membershipSchema = z.object({ organizerId: z.string(), name: z.string(), role: clubRoleSchema });
export type MembershipView = z.infer<typeof membershipSchema>;

/** A person on the club's team, as the club's owner sees them. */
export const memberSchema = z.object({ userId: z.string(), name: z.string(), email: z.string(), role: clubRoleSchema, since: z.string() });
export const invitationSchema = z.object({
  id: z.string(), email: z.string(), role: z.enum(['manager', 'door']), createdAt: z.string(), expiresAt: z.string(),
});
export type MemberView = z.infer<typeof memberSchema>;
export type InvitationView = z.infer<typeof invitationSchema>;

/** GET /api/organizers/:id/members: the team and the invitations still open. */
export const teamSchema = z.object({
  /** Whether the club account can still sign in itself (false once handed over). */
  clubSignIn: z.boolean(),
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});
export type TeamView = z.infer<typeof teamSchema>;

/** GET /api/invitations/:token: what the acceptance page shows before accepting. */
export const invitationPreviewSchema = z.object({ organizerId: z.string(), name: z.string(), role: z.enum(['manager', 'door']), email: z.string() });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
