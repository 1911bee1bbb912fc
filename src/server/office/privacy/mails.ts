import type { MailMessage } from '../../infrastructure/mail/mailer.ts';
import { renderHtml, renderText, type MailBody } from '../../infrastructure/mail/layout.ts';
import type { OutboxPayloads } from '../../infrastructure/outbox/payloads.ts';

/** An unused account's warning: signing in keeps it. */
export function accountInactiveMail(p: OutboxPayloads['account-inactive'], publicUrl: string, campusName: string): MailMessage {
  const body: MailBody = {
    greeting: p.user.name.trim() ? `Hi ${p.user.name.trim()},` : 'Hi,',
    paragraphs: [
      `Your Quad account at ${campusName} has not been used for ${p.idleFor}. Quad keeps personal data only while it is needed, so the account and its data will be deleted on ${p.deleteOn}.`,
      'To keep it, simply sign in before then. You can also download your data from your account page first.',
    ],
    action: { label: 'Sign in to keep my account', url: `${publicUrl}/login` },
    footer: campusName,
  };
  return { to: p.user.email, subject: 'Your Quad account will be deleted unless you sign in', text: renderText(body), html: renderHtml(body) };
}
