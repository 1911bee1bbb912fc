// Notifications and notices in the reader's language, end to end: the local push service
// (test/support/push-service.ts) decrypts what Quad sent, and the mail catcher reads the mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOrganizer, signUpStudent } from '../../../../test/support/accounts.ts';
import { buildEvent, whenFromNow } from '../../../../test/support/factories.ts';
import type { HttpClient } from '../../../../test/support/http-client.ts';
import { startMailCatcher, type MailCatcher } from '../../../../test/support/mail-catcher.ts';
import { startPushService, type PushService } from '../../../../test/support/push-service.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.ts';

let t: TestApp;
let catcher: MailCatcher;
let push: PushService;
let distrust: () => void;
let organizer: HttpClient;

beforeAll(async () => {
  push = await startPushService({ vapidPublicKey: () => t.ctx.config.push.publicKey });
  distrust = push.trustInThisProcess();
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: catcher.url, PUSH_ALLOWED_HOSTS: push.host, MAIL_RETRY_BASE_SECONDS: '0.2', REMINDER_SWEEP_SECONDS: '3600', SEAT_SWEEP_SECONDS: '3600' });
  organizer = t.client();
  await signUpOrganizer(organizer, { name: 'Kannada Sangha' });
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
  await push?.close();
  distrust?.();
});

async function studentWithDevice(language: 'hi' | 'kn') {
  const client = t.client();
  const student = await signUpStudent(client);
  expect((await client.put('/api/me/preferences', { language })).status).toBe(200);
  const device = push.subscribe();
  expect((await client.post('/api/me/push-subscriptions', { endpoint: device.endpoint, keys: device.keys })).status).toBe(201);
  return { client, student, device };
}

async function eventWith(name: string, translations: { language: string; name: string; description: string }[] = []) {
  const res = await organizer.post('/api/events', { ...buildEvent({ name, ...whenFromNow(5 * 24 * 60), capacity: 5 }), translations });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

describe('push and notices in the reader’s language', () => {
  it('a Hindi student’s ticket arrives as a Hindi notification, its date in Hindi, with Show ticket in Hindi', async () => {
    const event = await eventWith('Rangoli Contest');
    const hindi = await studentWithDevice('hi');
    const seat = await registerAs(hindi.client, hindi.student, event.id);
    const ticket = await push.waitFor((p) => p.subscription === hindi.device.id && p.notice.title === 'आप अंदर हैं: Rangoli Contest');
    expect(ticket.notice.body).toMatch(/[\u0900-\u097F]/);
    expect(ticket.notice.actions).toEqual([{ action: 'ticket', title: 'टिकट दिखाएँ', url: `/tickets/${seat.id}` }]);
    expect(push.rejected).toEqual([]);
  });

  it('a Kannada student is told in Kannada by the event’s Kannada name; its cancellation comes in Kannada by mail and push', async () => {
    const event = await eventWith('Yakshagana Night', [{ language: 'kn', name: 'ಯಕ್ಷಗಾನ ರಾತ್ರಿ', description: 'ಬಯಲಾಟದ ಒಂದು ರಾತ್ರಿ.' }]);
    const kannada = await studentWithDevice('kn');
    await registerAs(kannada.client, kannada.student, event.id);
    await push.waitFor((p) => p.subscription === kannada.device.id && p.notice.title === 'ನೀವು ಒಳಗೆ: ಯಕ್ಷಗಾನ ರಾತ್ರಿ');

    expect((await organizer.delete(`/api/events/${event.id}`)).status).toBe(204);
    // The event is gone with its translations: the name as it was written.
    const mail = await catcher.waitFor(kannada.student.input.email, /^ರದ್ದಾಗಿದೆ: Yakshagana Night$/);
    expect(mail.text).toContain(`ನಮಸ್ಕಾರ ${kannada.student.input.name},`);
    expect(mail.text).toContain('Kannada Sangha ಅವರು Yakshagana Night ಅನ್ನು ರದ್ದು ಮಾಡಿದ್ದಾರೆ');
    expect(mail.html).toContain('<html lang="kn">');
    const cancelled = await push.waitFor((p) => p.subscription === kannada.device.id && p.notice.title === 'ರದ್ದಾಗಿದೆ: Yakshagana Night');
    expect(cancelled.notice.body).toMatch(/^Kannada Sangha ಅವರು .+ ರ ಈವೆಂಟ್ ರದ್ದು ಮಾಡಿದ್ದಾರೆ\.$/);
    expect(push.rejected).toEqual([]);
  });
});
