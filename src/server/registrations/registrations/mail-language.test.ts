import { describe, expect, it } from 'vitest';
import { signUpStudent } from '../../../../test/support/accounts.ts';
import { createEventAs } from '../../../../test/support/events.ts';
import { whenFromNow } from '../../../../test/support/factories.ts';
import { useMailApp } from '../../../../test/support/mail-app.ts';
import { registerAs } from '../../../../test/support/registrations.ts';
import { sweepReminders } from '../../engagement/reminders/sweep.ts';

// The ticket mail and the reminder go out in the recipient's language, whoever caused them.

const app = useMailApp();

describe('mail in the recipient’s language', () => {
  it('writes the ticket mail in Kannada for a student who chose Kannada, with the same ticket', async () => {
    const event = await createEventAs(app.organizer, { name: 'Yakshagana Night', ...whenFromNow(5 * 24 * 60), venue: 'Open Air Theatre' });
    const client = app.t.client();
    const student = await signUpStudent(client);
    expect((await client.put('/api/me/preferences', { language: 'kn' })).status).toBe(200);
    const registration = await registerAs(client, student, event.id);
    const mail = await app.catcher.waitFor(student.input.email, /ನೀವು ರಿಜಿಸ್ಟರ್ ಆಗಿದ್ದೀರಿ: Yakshagana Night/);
    expect(mail.text).toContain(`ನಮಸ್ಕಾರ ${student.input.name},`);
    expect(mail.text).toContain(`ನಿಮ್ಮ ಟಿಕೆಟ್ ಕೋಡ್: ${registration.ticketCode}`);
    expect(mail.text).toContain('Open Air Theatre');
    expect(mail.html).toContain('<html lang="kn">');
    expect(mail.html).toContain('alt="ನಿಮ್ಮ ಟಿಕೆಟ್‌ನ QR ಕೋಡ್"');
    expect(mail.attachments.map((a) => a.filename)).toEqual(expect.arrayContaining(['ticket.png', 'event.ics']));
  });

  it('writes the reminder in Hindi for a student who chose Hindi, and in English for one who chose nothing', async () => {
    const event = await createEventAs(app.organizer, { name: 'Rangoli Contest', ...whenFromNow(3 * 24 * 60), capacity: 5 });
    const hindi = app.t.client();
    const hindiStudent = await signUpStudent(hindi);
    await hindi.put('/api/me/preferences', { language: 'hi' });
    await registerAs(hindi, hindiStudent, event.id);
    const english = app.t.client();
    const englishStudent = await signUpStudent(english);
    await registerAs(english, englishStudent, event.id);

    await sweepReminders(app.t.ctx, new Date(Date.parse(event.startsAt) - 23 * 3_600_000));
    const reminder = await app.catcher.waitFor(hindiStudent.input.email, /याद दिला रहे हैं: Rangoli Contest/);
    expect(reminder.text).toContain(`नमस्ते ${hindiStudent.input.name},`);
    expect(reminder.text).toContain('Rangoli Contest कल है:');
    expect(reminder.html).toContain('<html lang="hi">');
    const plain = await app.catcher.waitFor(englishStudent.input.email, /Reminder: Rangoli Contest/);
    expect(plain.text).toContain('Rangoli Contest is tomorrow:');
    expect(plain.html).toContain('<html lang="en">');
  });
});
