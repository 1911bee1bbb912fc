import type { MailMessage } from '../../infrastructure/mail/mailer.ts';
import { renderHtml, renderText, type MailBody } from '../../infrastructure/mail/layout.ts';
import type { OutboxPayloads } from '../../infrastructure/outbox/payloads.ts';

/** To the club's owners: an endpoint failed for three days and was turned off. */
export function webhookDisabledMail(p: OutboxPayloads['webhook-disabled'], campusName: string): MailMessage {
  const body: MailBody = {
    greeting: 'Hi,',
    paragraphs: [
      `Quad has not been able to deliver ${p.clubName}'s webhooks to ${p.url} for three days, so that webhook has been turned off.`,
      'Once the endpoint works again, turn the webhook back on in the club workspace; deliveries that failed can be sent again from there.',
    ],
    action: { label: 'Open webhooks', url: p.workspaceUrl },
    footer: campusName,
  };
  return { to: p.email, subject: `A webhook of ${p.clubName} was turned off`, text: renderText(body), html: renderHtml(body) };
}
