import { z } from 'zod';
import { membershipSchema } from './team.ts';

/** The signed-in user as GET /api/me presents it. */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['student', 'organizer']).or(z.string()),
  usn: z.string().nullable().optional(),
  semester: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  organizerId: z.string().nullable().optional(),
  profileComplete: z.boolean(),
  /** Listed in ADMIN_EMAILS: may read platform feedback. */
  admin: z.boolean().optional(),
  /** The clubs the person serves; always sent, optional for older fixtures. */
  memberships: z.array(membershipSchema).optional(),
});
export type Me = z.infer<typeof meSchema>;

/** GET /api/me, both sign-ups and PUT /api/me/profile. */
export const userResponseSchema = z.object({ user: meSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** GET /api/session: the web app's session probe, `user` null when signed out. */
export const sessionUserSchema = z.object({ user: meSchema.nullable() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/me/profile: what /complete-profile starts from. */
export const profileSchema = z.object({
  role: z.string(),
  email: z.string(),
  complete: z.boolean(),
  /** Signed up with Google and not finished yet: the sign-up may still be cancelled. */
  cancellable: z.boolean(),
  student: z.object({ name: z.string(), usn: z.string(), semester: z.string(), phone: z.string() }).nullable(),
  organizer: z.object({ name: z.string(), field: z.string(), phone: z.string() }).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
