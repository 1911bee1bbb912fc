import { expect } from '@playwright/test';
import { e2ePorts } from './ports.ts';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits for Quad's mail to `to` (caught over real SMTP by the global setup). */
export async function waitForMail(to: string, subject: RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${e2ePorts().inbox}/messages`);
        const messages = (await res.json()) as CaughtMail[];
        found = messages.find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
        return Boolean(found);
      },
      // Every 100 ms, then every 250 ms (Playwright's default backs off to a second between looks).
      { message: `mail to ${to} matching ${subject}`, timeout: 15_000, intervals: [100, 250] },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's plain-text part that contains `path`. */
export function linkIn(mail: CaughtMail, path: string): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`no link to ${path} in: ${mail.text}`);
  return link;
}
