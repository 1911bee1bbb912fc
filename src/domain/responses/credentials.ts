import { z } from 'zod';

/** A credential in the student's list. */
export const credentialSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['event', 'role']),
  name: z.string(),
  issuedAt: z.string(),
  eventId: z.string().nullable(),
  /** Whether it carries an approved reflection as evidence. */
  withReflection: z.boolean(),
  revoked: z.boolean(),
});
export type CredentialSummary = z.infer<typeof credentialSummarySchema>;
export const credentialListSchema = z.object({ credentials: z.array(credentialSummarySchema) });
export type CredentialList = z.infer<typeof credentialListSchema>;

/** GET /api/me/credentials/:id: the Open Badges 3.0 credential and its VC-JWT. */
export const signedCredentialSchema = z.object({
  credential: z.record(z.string(), z.unknown()),
  jwt: z.string(),
});
export type SignedCredential = z.infer<typeof signedCredentialSchema>;

/** POST /api/credentials/verify. */
export const credentialVerdictSchema = z.object({
  valid: z.boolean(),
  revoked: z.boolean(),
  issuer: z.object({ id: z.string(), name: z.string().nullable(), url: z.string().nullable() }).nullable(),
  achievement: z.object({ id: z.string().nullable(), name: z.string(), description: z.string().nullable() }).nullable(),
});
export type CredentialVerdict = z.infer<typeof credentialVerdictSchema>;
