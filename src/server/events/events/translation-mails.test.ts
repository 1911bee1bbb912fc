import { describe, expect, it } from 'vitest';
import { signUpStudent } from '../../../../test/support/accounts.ts';
import { buildEvent, whenFromNow } from '../../../../test/support/factories.ts';
import { useMailApp } from '../../../../test/support/mail-app.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { sweepReminders } from '../../engagement/reminders/sweep.ts';

// The ticket mail, the reminder and the calendar file tell the event in the reader's language when its organizer added it.

const app = useMailApp();
const KN = { language: 'kn', name: 'ಯಕ್ಷಗಾನ ರಾತ್ರಿ', description: 'ಬಯಲಾಟದ ಒಂದು ರಾತ್ರಿ.' };

async function translatedEvent(name: string) {
  const res = await app.organizer.post('/api/events', { ...buildEvent({ name, ...whenFromNow(3 * 24 * 60), capacity: 5 }), translations: [KN] });
  expect(res.status).toBe(201);
  return res.body as { id: string; startsAt: string };
}

describe('an event in two languages, outside the app', () => {
  it('the ticket mail and reminder use the Kannada name for a student who chose Kannada, the original for one who did not', async () => {
    const event = await translatedEvent('Yakshagana Night');
    const kannada = app.t.client();
    const kannadaStudent = await signUpStudent(kannada);
    await kannada.put('/api/me/preferences', { language: 'kn' });
    await registerAs(kannada, kannadaStudent, event.id);
    const english = app.t.client();
    const englishStudent = await signUpStudent(english);
    await registerAs(english, englishStudent, event.id);

    const ticket = await app.catcher.waitFor(kannadaStudent.input.email, new RegExp(`ನೀವು ರಿಜಿಸ್ಟರ್ ಆಗಿದ್ದೀರಿ: ${KN.name}`));
    const ics = ticket.attachments.find((a) => a.filename === 'event.ics');
    expect(ics?.content.toString()).toContain(KN.name);
    await app.catcher.waitFor(englishStudent.input.email, /Yakshagana Night/);

    await sweepReminders(app.t.ctx, new Date(Date.parse(event.startsAt) - 23 * 3_600_000));
    const reminder = await app.catcher.waitFor(kannadaStudent.input.email, new RegExp(`ನೆನಪಿನ ಸೂಚನೆ: ${KN.name}`));
    expect(reminder.text).toContain(`${KN.name} ನಾಳೆ ಇದೆ`);
    const plain = await app.catcher.waitFor(englishStudent.input.email, /Reminder: Yakshagana Night/);
    expect(plain.text).toContain('Yakshagana Night is tomorrow');
  });

  it('the calendar file is in the reader’s language', async () => {
    const event = await translatedEvent('Bayalata Evening');
    const inKannada = await app.t.client().get(`/api/events/${event.id}/calendar.ics`, { 'accept-language': 'kn' });
    expect(inKannada.status).toBe(200);
    expect(inKannada.text).toContain(`SUMMARY:${KN.name}`);
    const inEnglish = await app.t.client().get(`/api/events/${event.id}/calendar.ics`);
    expect(inEnglish.text).toContain('SUMMARY:Bayalata Evening');
  });
});
