import { z } from 'zod';
import { MSG } from '../messages.ts';

/**
 * POST /api/events/:id/check-ins: the scans a door device took, sent when it
 * can reach the server. Bounded so one request stays one short transaction.
 */
export const MAX_SCANS_PER_BATCH = 500;
/** What the manage page sends at a time: a full 300-person queue goes in three requests, each quick to retry. */
export const CLIENT_SCAN_BATCH = 100;
/** A ticket code is 16 characters (base64url of 12 bytes); the single check-in's field allows 200. */
export const MAX_TICKET_LENGTH = 200;
/** A registration id is `<event id>_<USN>`: well under this. */
export const MAX_REGISTRATION_ID_LENGTH = 200;

/**
 * A scan names a ticket (API.md: `{ticket, at}`: a code the device read or was typed) or
 * a registration (`{registrationId, at}`, beyond API.md: the list's "Check in" button, and a
 * ticket the device already matched to the list offline), exactly one of the two.
 */
const scanSchema = z
  .object(
    {
      ticket: z.string({ error: MSG.scanTicketInvalid }).trim().min(1, MSG.scanTicketInvalid).max(MAX_TICKET_LENGTH, MSG.scanTicketInvalid).optional(),
      registrationId: z
        .string({ error: MSG.scanRegistrationInvalid })
        .trim()
        .min(1, MSG.scanRegistrationInvalid)
        .max(MAX_REGISTRATION_ID_LENGTH, MSG.scanRegistrationInvalid)
        .optional(),
      /** When the device scanned it: the earliest scan of a registration is its check-in time. */
      at: z.iso.datetime({ offset: true, error: MSG.scanTimeInvalid }),
    },
    { error: MSG.scansInvalid },
  )
  .refine((scan) => (scan.ticket === undefined) !== (scan.registrationId === undefined), { error: MSG.scanOneIdentifier });

export const checkInScansSchema = z.object(
  { scans: z.array(scanSchema, { error: MSG.scansInvalid }).max(MAX_SCANS_PER_BATCH, MSG.tooManyScans) },
  { error: MSG.scansInvalid },
);
export type Scan = z.output<typeof scanSchema>;

/** What a scan names: the schema lets through exactly one of the two. */
export type ScanTarget = { ticket: string } | { registrationId: string };
export const scanTarget = (scan: Scan): ScanTarget =>
  scan.ticket !== undefined ? { ticket: scan.ticket } : { registrationId: scan.registrationId ?? '' };
