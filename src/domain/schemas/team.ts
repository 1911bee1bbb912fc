import { z } from 'zod';
import { MSG } from '../messages.ts';
import { emailField } from './fields.ts';

/** The roles a club invites people to; ownership only moves by handover. */
export const INVITED_ROLES = ['manager', 'door'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];


/** POST /api/organizers/:id/members and the team panel's invite form. */
export const invitationInputSchema = z.object({
  email: emailField(MSG.fillAllFields),
  role: z.enum(INVITED_ROLES, { error: MSG.teamRoleInvalid }),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** POST /api/organizers/:id/owner: the manager who takes the club over. */
export const handoverInputSchema = z.object({
  userId: z.string({ error: MSG.handoverToManagerOnly }).trim().min(1, MSG.handoverToManagerOnly).max(64, MSG.handoverToManagerOnly),
});

/** Invitations are valid a week: long enough for a busy officer, short enough to go stale safely. */
export const INVITATION_DAYS = 7;
