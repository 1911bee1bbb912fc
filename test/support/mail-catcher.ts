import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for tests: mail sent by Quad over SMTP_URL lands here, parsed. */
export interface MailCatcher {
  url: string;
  /** The messages accepted (answered 250), in order. */
  messages: ParsedMail[];
  /** Waits for a message to `to` whose subject matches. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  /** While on, new connections are turned away with 421 (try again later), as a mail server that is down. */
  refuseConnections(refuse: boolean): void;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  /** 0 (the default) picks a free one; browser tests use a fixed port that the server's SMTP_URL names. */
  port?: number;
  /**
   * Runs when a message has arrived whole, before it is answered: it may wait (a slow
   * server) or throw (the message is refused with 451 and not kept). `arrival` counts
   * every message that arrived, refused ones included, from 1.
   */
  beforeAccept?: (mail: ParsedMail, arrival: number) => void | Promise<void>;
  /** Start turning connections away (see refuseConnections). */
  refuseConnections?: boolean;
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const messages: ParsedMail[] = [];
  let arrivals = 0;
  let refusing = options.refuseConnections ?? false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      if (!refusing) return callback();
      callback(Object.assign(new Error('not accepting mail now'), { responseCode: 421 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const arrival = ++arrivals;
          try {
            await options.beforeAccept?.(mail, arrival);
          } catch (error) {
            return callback(Object.assign(error instanceof Error ? error : new Error(String(error)), { responseCode: 451 }));
          }
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;

  const recipients = (mail: ParsedMail) =>
    [mail.to].flat().flatMap((a) => (a ? a.value.map((v) => v.address?.toLowerCase()) : []));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    // 30 s: the outbox sends between requests, and on a busy 2-core machine a test's server can
    // be busy for many seconds; a mail that arrives is checked for what it says, not how soon.
    async waitFor(to, subject, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find((m) => recipients(m).includes(to.toLowerCase()) && (!subject || subject.test(m.subject ?? '')));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
    },
    refuseConnections(refuse) {
      refusing = refuse;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
