import { z } from 'zod';
import { MSG } from '../messages.ts';
import { RECORD_PARTS, type RecordPart, type RecordParts } from '../shared-record.ts';

const part = z.boolean({ error: MSG.chooseRecordParts }).default(false);

const EVERY_PART = Object.fromEntries(RECORD_PARTS.map((p) => [p, true])) as RecordParts;

/**
 * POST /api/me/involvement/links and the Involvement page's share form: which parts the
 * link shows. Without `include` (or without a body) the whole record is shared; an
 * `include` that chooses no part is refused, since a link showing nothing is a mistake.
 */
export const recordLinkInputSchema = z
  .object({
    include: z
      .object(Object.fromEntries(RECORD_PARTS.map((p) => [p, part])) as Record<RecordPart, typeof part>, { error: MSG.chooseRecordParts })
      .refine((parts) => RECORD_PARTS.some((p) => parts[p]), { message: MSG.chooseRecordParts })
      .default(EVERY_PART),
  })
  .default({ include: EVERY_PART });
export type RecordLinkInput = z.input<typeof recordLinkInputSchema>;

/** POST /api/records/verify: a copy of a shared record and the signature that came with it. */
export const recordCopySchema = z.object({
  record: z.record(z.string(), z.unknown(), { error: MSG.invalidInput }),
  signature: z.string({ error: MSG.invalidInput }).max(200, MSG.invalidInput),
});
