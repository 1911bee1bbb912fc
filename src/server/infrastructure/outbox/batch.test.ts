import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-db.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { MailSettings, OutboxMail } from './payloads.ts';
import { insertOutboxMail } from './queries.ts';
import { createOutboxSender, type OutboxSender } from './sender.ts';

const quiet = { info() {}, warn() {}, error() {} };
const mails = (n: number): OutboxMail[] =>
  Array.from({ length: n }, (_, i) => ({ kind: 'note', to: `s${i}@campus.test`, eventId: 'e1', payload: { i } }) as unknown as OutboxMail);

/**
 * The sender against a real database, with the mail server as the one fake (the edge of
 * the world): batches of claims, one read of an event per batch, and what a stop gives back.
 */
describe('the outbox sender, in batches', () => {
  let database: TestDatabase;
  let sender: OutboxSender | undefined;

  beforeEach(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.handle);
  });
  afterEach(async () => {
    await sender?.stop(100);
    await database.drop();
  });

  function start(send: (message: MailMessage & { messageId: string }) => Promise<void>, eventReads: string[], more: Partial<Pick<MailSettings, 'recipientLanguage' | 'recipientLanguages'>> = {}) {
    sender = createOutboxSender({
      db: database.handle.db,
      dialect: database.handle.dialect,
      send,
      settings: {
        publicUrl: 'http://127.0.0.1:3000',
        campusName: 'Campus',
        accent: '#0b7a75',
        ticketEvent: async (eventId) => {
          eventReads.push(eventId);
          return undefined;
        },
        ...more,
      },
      build: async (_kind, payload, settings) => {
        await settings.ticketEvent('e1');
        const { i } = payload as { i: number };
        const language = await settings.recipientLanguage?.(`S${i}@campus.test`);
        if (i === 0) await settings.recipientLanguage?.('someone.else@campus.test');
        return { to: 'x@campus.test', subject: `mail ${i}${language ? ` ${language}` : ''}`, text: '.' } as MailMessage;
      },
      log: quiet,
      isBusy: () => false,
      claimMs: 60_000,
      retryBaseMs: 1000,
      retryForMs: 60_000,
    });
    return sender.start();
  }

  const rows = () => database.handle.db.selectFrom('outbox').select(['status', 'attempts', 'claimed_by', 'payload']).orderBy('id').execute();

  it('sends 45 messages once each, reading their event once per batch', async () => {
    await insertOutboxMail(database.handle.db, mails(45), 'campus.test');
    const subjects: string[] = [];
    const reads: string[] = [];
    await start(async (m) => void subjects.push(m.subject), reads);
    await expect.poll(async () => (await rows()).filter((r) => r.status === 'sent').length, { timeout: 10_000 }).toBe(45);
    expect(subjects.sort()).toEqual(Array.from({ length: 45 }, (_, i) => `mail ${i}`).sort());
    expect(reads).toEqual(['e1', 'e1', 'e1']);
    expect((await rows()).every((r) => r.attempts === 1 && r.claimed_by === null && r.payload === '{}')).toBe(true);
  });

  it("reads the languages of a batch's recipients in one read, an address outside the batch alone", async () => {
    await insertOutboxMail(database.handle.db, mails(25), 'campus.test');
    const subjects: string[] = [];
    const reads: string[][] = [];
    const alone: string[] = [];
    await start(async (m) => void subjects.push(m.subject), [], {
      recipientLanguage: async (email) => {
        alone.push(email);
        return 'en';
      },
      recipientLanguages: async (emails) => {
        reads.push(emails);
        return new Map(emails.map((e) => [e, e === 's3@campus.test' ? 'hi' : 'kn']));
      },
    });
    await expect.poll(async () => (await rows()).filter((r) => r.status === 'sent').length, { timeout: 10_000 }).toBe(25);
    // Two batches (20 and 5), each address in the one read of its batch, in lower case.
    expect(reads.map((r) => r.length)).toEqual([20, 5]);
    expect(reads.flat().sort()).toEqual(Array.from({ length: 25 }, (_, i) => `s${i}@campus.test`).sort());
    expect(alone).toEqual(['someone.else@campus.test']);
    expect(subjects).toContain('mail 3 hi');
    expect(subjects.filter((s) => s.endsWith(' kn'))).toHaveLength(24);
  });

  it('stopped in the middle of a batch, marks what went and gives back the rest untried', async () => {
    await insertOutboxMail(database.handle.db, mails(5), 'campus.test');
    let releaseFirst!: () => void;
    const firstSending = new Promise<void>((resolve) => {
      let calls = 0;
      void start(async () => {
        calls += 1;
        if (calls === 1) {
          resolve();
          await new Promise<void>((r) => (releaseFirst = r));
        }
      }, []);
    });
    await firstSending;
    const stopped = sender!.stop(5_000);
    releaseFirst();
    await stopped;
    sender = undefined;
    const after = await rows();
    expect(after.map((r) => r.status)).toEqual(['sent', 'pending', 'pending', 'pending', 'pending']);
    // Given back as never tried: due now, unclaimed, no attempt counted.
    expect(after.slice(1).every((r) => r.attempts === 0 && r.claimed_by === null)).toBe(true);
  });
});
