import { z } from 'zod';
import { MSG } from './messages.ts';

/** What a club's webhook endpoint may take, in the order the workspace lists them. */
export const WEBHOOK_EVENTS = [
  'registration.created',
  'registration.cancelled',
  'registration.promoted',
  'checkin.created',
  'event.created',
  'event.updated',
  'event.deleted',
  'feedback.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The type of the message "Send test" sends: every endpoint takes it, whatever it chose. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Standard Webhooks secrets carry this prefix before their base64 key. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const MAX_WEBHOOK_URL_LENGTH = 2000;

/**
 * The address as typed: a full http(s) URL without credentials. Whether it must be https
 * and public is the server's setting (WEBHOOK_ALLOW_PRIVATE), judged there.
 */
const webhookUrl = z
  .string({ error: MSG.webhookUrlInvalid })
  .trim()
  .min(1, MSG.webhookUrlInvalid)
  .max(MAX_WEBHOOK_URL_LENGTH, MSG.webhookUrlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && url.hostname !== '';
    } catch {
      return false;
    }
  }, MSG.webhookUrlInvalid);

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: MSG.webhookEventsInvalid }), { error: MSG.webhookEventsInvalid })
  .min(1, MSG.webhookEventsInvalid)
  .max(WEBHOOK_EVENTS.length, MSG.webhookEventsInvalid)
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

/** POST /api/organizers/:id/webhooks and the workspace's form to add one. */
export const webhookInputSchema = z.object({
  url: webhookUrl,
  events: webhookEvents,
  /** The owner's consent: registration payloads carry the registrant's name, e-mail, USN and phone. */
  includeContacts: z.boolean({ error: MSG.webhookContactsInvalid }).optional().default(false),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

/** PATCH (or PUT) /api/organizers/:id/webhooks/:webhookId: what is given changes; `enabled: true` turns a disabled endpoint on again. */
export const webhookPatchSchema = z.object({
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  includeContacts: z.boolean({ error: MSG.webhookContactsInvalid }).optional(),
  enabled: z.boolean({ error: MSG.webhookEnabledInvalid }).optional(),
});
export type WebhookPatch = z.input<typeof webhookPatchSchema>;
