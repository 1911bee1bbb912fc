import { z } from 'zod';
import { RECORD_PARTS } from '../shared-record.ts';

const partsSchema = z.array(z.enum(RECORD_PARTS));

/** One of a student's shared links, as their list shows it: the URL is not kept, so it is not here. */
export const recordLinkSchema = z.object({
  id: z.string(),
  /** The parts the link shows, in the record's order. */
  include: partsSchema,
  createdAt: z.string(),
});
export type RecordLinkView = z.infer<typeof recordLinkSchema>;

/** POST /api/me/involvement/links: the new link; `url` is shown this once (only its hash is kept). */
export const recordLinkCreatedSchema = recordLinkSchema.extend({ url: z.string() });
export type RecordLinkCreated = z.infer<typeof recordLinkCreatedSchema>;

/** GET /api/me/involvement/links: the student's links still open, newest first. */
export const recordLinksSchema = z.object({ links: z.array(recordLinkSchema) });
export type RecordLinks = z.infer<typeof recordLinksSchema>;

/** POST /api/records/verify. */
export const recordVerdictSchema = z.object({ valid: z.boolean() });

/** GET /api/records/public-key: the key shared records are signed with, to check a copy offline. */
export const recordPublicKeySchema = z.object({
  algorithm: z.literal('Ed25519'),
  /** SPKI, PEM. */
  pem: z.string(),
  jwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string() }),
});
