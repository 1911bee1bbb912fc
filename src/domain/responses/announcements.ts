import { z } from 'zod';

export const announcementCreatedSchema = z.object({ id: z.string(), recipients: z.number().int() });

/** GET /api/events/:id/announcements: what the organizer sent, and how far each got. */
export const announcementListSchema = z.object({
  announcements: z.array(z.object({
    id: z.string(),
    subject: z.string(),
    message: z.string(),
    includeWaitlist: z.boolean(),
    recipients: z.number().int(),
    createdAt: z.string(),
    /** Its e-mails: delivered, still to send, failed for good (the outbox). */
    delivery: z.object({ delivered: z.number().int(), pending: z.number().int(), failed: z.number().int() }),
  })),
});
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/** GET /api/me/inbox (API.md). */
export const inboxSchema = z.object({
  items: z.array(z.object({
    id: z.string(),
    kind: z.string(),
    subject: z.string(),
    message: z.string(),
    eventId: z.string().nullable(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })),
  unread: z.number().int(),
});
export type Inbox = z.infer<typeof inboxSchema>;

/** POST /api/me/inbox/read: what is left unread. */
export const inboxReadSchema = z.object({ unread: z.number().int() });
export type InboxRead = z.infer<typeof inboxReadSchema>;
