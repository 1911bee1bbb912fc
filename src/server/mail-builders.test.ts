import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ACCENT } from '../domain/accent.ts';
import type { Language } from '../domain/i18n/languages.ts';
import type { MailEvent, MailRegistration, MailSettings, OutboxKind, OutboxPayloads, TicketEvent } from './infrastructure/outbox/payloads.ts';
import { buildOutboxMail } from './mail-builders.ts';

// Every kind of mail in the recipient's language, chosen by their address whoever caused
// the mail; the organizer's and the office's own words stay as written, and the event's
// name is its translation in the recipient's language when its organizer added one.

const EVENT: TicketEvent = {
  id: 'ev1', name: 'Yakshagana Night', description: 'A night of Yakshagana.', venue: 'Main Hall',
  startsAt: '2026-11-28T13:00:00.000Z', organizerName: 'Kannada Sangha', date: '2026-11-28', time: '18:30',
};
const KANNADA_NAME = 'ಯಕ್ಷಗಾನ ರಾತ್ರಿ';
const NOTICE_EVENT: MailEvent = { id: 'ev1', name: EVENT.name, date: EVENT.date, time: EVENT.time, venue: EVENT.venue, organizerName: 'Kannada Sangha' };

const ADDRESS: Record<Language, string> = { en: 'asha@campus.test', hi: 'ravi@campus.test', kn: 'kavya@campus.test' };
const languageOf = new Map(Object.entries(ADDRESS).map(([language, email]) => [email, language as Language]));

const settings: MailSettings = {
  publicUrl: 'https://quad.test',
  campusName: 'Test Campus',
  accent: DEFAULT_CAMPUS_ACCENT,
  campusTimeZone: 'Asia/Kolkata',
  ticketEvent: async () => EVENT,
  recipientLanguage: async (email) => languageOf.get(email) ?? 'en',
  // The organizer added a Kannada version only.
  eventInLanguage: async (event, language) => (language === 'kn' ? { ...event, name: KANNADA_NAME } : event),
};

const registration = (email: string, status: MailRegistration['status']): MailRegistration => ({ name: 'Ravi', email, usn: '1MS22CS001', status, ticket_code: 'T0KEN-CODE-1234' });
const user = (email: string) => ({ name: 'Ravi', email });

interface Case<K extends OutboxKind> {
  kind: K;
  payload: (email: string) => OutboxPayloads[K];
  /** The subject in English (as SPEC.md and the earlier mails say it), Hindi and Kannada. */
  subject: Record<Language, string>;
  /** Words the Hindi and Kannada bodies say. */
  says: Record<'hi' | 'kn', string[]>;
}

const cases: { [K in OutboxKind]: Case<K>[] } = {
  registration: [
    {
      kind: 'registration', payload: (email) => ({ registration: registration(email, 'pending'), eventId: 'ev1' }),
      subject: { en: 'Pending approval: Yakshagana Night', hi: 'अप्रूवल बाकी है: Yakshagana Night', kn: `ಅಪ್ರೂವಲ್ ಬಾಕಿ ಇದೆ: ${KANNADA_NAME}` },
      says: { hi: ['ऑर्गनाइज़र हर रजिस्ट्रेशन खुद अप्रूव करते हैं', 'इवेंट देखें'], kn: ['ಆರ್ಗನೈಸರ್ ಪ್ರತಿ ರಿಜಿಸ್ಟ್ರೇಶನ್', 'ಈವೆಂಟ್ ನೋಡಿ'] },
    },
    {
      kind: 'registration', payload: (email) => ({ registration: registration(email, 'waitlisted'), eventId: 'ev1' }),
      subject: { en: 'Waitlisted: Yakshagana Night', hi: 'वेटलिस्ट में: Yakshagana Night', kn: `ವೇಟ್‌ಲಿಸ್ಟ್‌ನಲ್ಲಿ: ${KANNADA_NAME}` },
      says: { hi: ['फ़ुल है, इसलिए आप वेटलिस्ट में हैं'], kn: ['ಫುಲ್ ಆಗಿದೆ, ಹಾಗಾಗಿ ನೀವು ವೇಟ್‌ಲಿಸ್ಟ್‌ನಲ್ಲಿ ಇದ್ದೀರಿ'] },
    },
    {
      kind: 'registration', payload: (email) => ({ registration: registration(email, 'entered'), eventId: 'ev1' }),
      subject: { en: 'Entered the draw: Yakshagana Night', hi: 'ड्रॉ में नाम आ गया: Yakshagana Night', kn: `ಡ್ರಾದಲ್ಲಿ ಸೇರಿದ್ದೀರಿ: ${KANNADA_NAME}` },
      says: { hi: ['रैंडम तरीके से सीटें'], kn: ['ರ‍್ಯಾಂಡಮ್ ಆಗಿ ಸೀಟುಗಳನ್ನು'] },
    },
  ],
  promotion: [{
    kind: 'promotion', payload: (email) => ({ registration: registration(email, 'registered'), eventId: 'ev1' }),
    subject: { en: "A place opened up: you're in for Yakshagana Night", hi: 'जगह खाली हुई: आप Yakshagana Night में हैं', kn: `ಜಾಗ ಖಾಲಿಯಾಯಿತು: ${KANNADA_NAME} ಗೆ ನೀವು ಒಳಗೆ` },
    says: { hi: ['अच्छी खबर', 'आपका टिकट कोड: T0KEN-CODE-1234'], kn: ['ಒಳ್ಳೆಯ ಸುದ್ದಿ', 'ನಿಮ್ಮ ಟಿಕೆಟ್ ಕೋಡ್: T0KEN-CODE-1234'] },
  }],
  'approval-result': [
    {
      kind: 'approval-result', payload: (email) => ({ registration: registration(email, 'declined'), eventId: 'ev1', decision: 'declined' }),
      subject: { en: 'Not approved: Yakshagana Night', hi: 'अप्रूव नहीं हुआ: Yakshagana Night', kn: `ಅಪ್ರೂವ್ ಆಗಿಲ್ಲ: ${KANNADA_NAME}` },
      says: { hi: ['इस बार आपका रजिस्ट्रेशन अप्रूव नहीं कर पाए'], kn: ['ಈ ಬಾರಿ ನಿಮ್ಮ ರಿಜಿಸ್ಟ್ರೇಶನ್ ಅನ್ನು ಅಪ್ರೂವ್ ಮಾಡಲು ಆಗಲಿಲ್ಲ'] },
    },
    {
      kind: 'approval-result', payload: (email) => ({ registration: registration(email, 'registered'), eventId: 'ev1', decision: 'approved' }),
      subject: { en: "Approved: you're registered for Yakshagana Night", hi: 'अप्रूव हो गया: आप Yakshagana Night के लिए रजिस्टर्ड हैं', kn: `ಅಪ್ರೂವ್ ಆಯಿತು: ನೀವು ${KANNADA_NAME} ಗೆ ರಿಜಿಸ್ಟರ್ ಆಗಿದ್ದೀರಿ` },
      says: { hi: ['आप Yakshagana Night के लिए रजिस्टर्ड हैं'], kn: [`ನೀವು ${KANNADA_NAME} ಗೆ ರಿಜಿಸ್ಟರ್ ಆಗಿದ್ದೀರಿ`] },
    },
    {
      kind: 'approval-result', payload: (email) => ({ registration: registration(email, 'waitlisted'), eventId: 'ev1', decision: 'approved' }),
      subject: { en: 'Approved, on the waitlist: Yakshagana Night', hi: 'अप्रूव हुआ, वेटलिस्ट में: Yakshagana Night', kn: `ಅಪ್ರೂವ್ ಆಯಿತು, ವೇಟ್‌ಲಿಸ್ಟ್‌ನಲ್ಲಿ: ${KANNADA_NAME}` },
      says: { hi: ['पर इवेंट फ़ुल है'], kn: ['ಈವೆಂಟ್ ಫುಲ್ ಆಗಿರುವುದರಿಂದ'] },
    },
  ],
  offer: [{
    kind: 'offer',
    payload: (email) => ({ registration: registration(email, 'offered'), eventId: 'ev1', expiresAt: '2026-11-26T13:00:00.000Z', deadline: 'Thu 26 Nov 2026, 6:30 PM IST' }),
    subject: { en: 'A seat is yours to claim: Yakshagana Night', hi: 'एक सीट आपके लिए रखी है: Yakshagana Night', kn: `ನಿಮಗಾಗಿ ಒಂದು ಸೀಟ್ ಕಾದಿದೆ: ${KANNADA_NAME}` },
    // The deadline in the language's own words, not the English ones the row carries too.
    says: { hi: ['गुरु, 26 नव॰ 2026', 'तक आपके लिए रखी गई है', 'मेरी सीट कन्फ़र्म करें'], kn: ['ಗುರು, ನವೆಂ 26, 2026', 'ನನ್ನ ಸೀಟ್ ಕನ್ಫರ್ಮ್ ಮಾಡಿ'] },
  }],
  'offer-expired': [{
    kind: 'offer-expired', payload: (email) => ({ registration: registration(email, 'waitlisted'), eventId: 'ev1' }),
    subject: { en: 'Your offer lapsed: Yakshagana Night', hi: 'आपका ऑफ़र खत्म हो गया: Yakshagana Night', kn: `ನಿಮ್ಮ ಆಫರ್ ಮುಗಿಯಿತು: ${KANNADA_NAME}` },
    says: { hi: ['समय पर कन्फ़र्म नहीं हुई'], kn: ['ಸಮಯಕ್ಕೆ ಕನ್ಫರ್ಮ್ ಆಗಲಿಲ್ಲ'] },
  }],
  'draw-result': [
    {
      kind: 'draw-result', payload: (email) => ({ registration: registration(email, 'waitlisted'), eventId: 'ev1', position: 3, entry: 'A7' }),
      subject: { en: 'Draw result: Yakshagana Night', hi: 'ड्रॉ का नतीजा: Yakshagana Night', kn: `ಡ್ರಾ ಫಲಿತಾಂಶ: ${KANNADA_NAME}` },
      says: { hi: ['वेटलिस्ट में आपका नंबर 3 है', 'पब्लिश हुए ड्रॉ में आपकी एंट्री A7 है।'], kn: ['ವೇಟ್‌ಲಿಸ್ಟ್‌ನಲ್ಲಿ ನಿಮ್ಮ ನಂಬರ್ 3', 'ಪ್ರಕಟವಾದ ಡ್ರಾದಲ್ಲಿ ನಿಮ್ಮ ಎಂಟ್ರಿ A7.'] },
    },
    {
      kind: 'draw-result', payload: (email) => ({ registration: registration(email, 'registered'), eventId: 'ev1', position: null }),
      subject: { en: 'You won a seat: Yakshagana Night', hi: 'आपको सीट मिल गई: Yakshagana Night', kn: `ನಿಮಗೆ ಸೀಟ್ ಸಿಕ್ಕಿದೆ: ${KANNADA_NAME}` },
      says: { hi: ['ड्रॉ हो गया है और आपको सीट मिल गई है'], kn: ['ಡ್ರಾ ಮುಗಿದಿದೆ, ನಿಮಗೆ ಸೀಟ್ ಸಿಕ್ಕಿದೆ'] },
    },
  ],
  reminder: [{
    kind: 'reminder', payload: (email) => ({ registration: registration(email, 'registered'), event: EVENT, lead: '1h' }),
    subject: { en: 'Reminder: Yakshagana Night', hi: 'याद दिला रहे हैं: Yakshagana Night', kn: `ನೆನಪಿನ ಸೂಚನೆ: ${KANNADA_NAME}` },
    says: { hi: ['लगभग एक घंटे में शुरू हो रहा है'], kn: ['ಸುಮಾರು ಒಂದು ಗಂಟೆಯಲ್ಲಿ ಶುರುವಾಗುತ್ತದೆ'] },
  }],
  'event-changed': [{
    kind: 'event-changed', payload: (email) => ({ event: NOTICE_EVENT, before: { date: '2026-11-27', time: '17:00', venue: 'Open Air Theatre' }, recipient: user(email) }),
    subject: { en: 'Changed: Yakshagana Night', hi: 'बदलाव: Yakshagana Night', kn: `ಬದಲಾಗಿದೆ: ${KANNADA_NAME}` },
    says: { hi: ['Kannada Sangha ने Yakshagana Night में बदलाव किया है।', 'शनि, 28 नव॰ 2026', '(पहले: शुक्र, 27 नव॰ 2026'], kn: [`Kannada Sangha ಅವರು ${KANNADA_NAME} ಅನ್ನು ಬದಲಾಯಿಸಿದ್ದಾರೆ.`, 'ಶನಿ, ನವೆಂ 28, 2026'] },
  }],
  'event-cancelled': [{
    // The event is gone with its translations: its name as the notice carries it.
    kind: 'event-cancelled', payload: (email) => ({ event: NOTICE_EVENT, recipient: user(email) }),
    subject: { en: 'Cancelled: Yakshagana Night', hi: 'कैंसल हो गया: Yakshagana Night', kn: 'ರದ್ದಾಗಿದೆ: Yakshagana Night' },
    says: { hi: ['Kannada Sangha ने Yakshagana Night कैंसल कर दिया है', 'दूसरे इवेंट देखें'], kn: ['Kannada Sangha ಅವರು Yakshagana Night ಅನ್ನು ರದ್ದು ಮಾಡಿದ್ದಾರೆ', 'ಬೇರೆ ಈವೆಂಟ್‌ಗಳನ್ನು ನೋಡಿ'] },
  }],
  announcement: [{
    kind: 'announcement', payload: (email) => ({ event: NOTICE_EVENT, subject: 'Bus at 5', message: 'The college bus leaves at 5 PM.\n\nBring your ID.', recipient: user(email) }),
    subject: { en: 'Bus at 5 · Yakshagana Night', hi: 'Bus at 5 · Yakshagana Night', kn: `Bus at 5 · ${KANNADA_NAME}` },
    says: { hi: ['Kannada Sangha ने Yakshagana Night (', 'के बारे में एक मैसेज भेजा है:', 'The college bus leaves at 5 PM.'], kn: ['ಬಗ್ಗೆ ಒಂದು ಮೆಸೇಜ್ ಕಳಿಸಿದ್ದಾರೆ:', 'Bring your ID.'] },
  }],
  digest: [{
    kind: 'digest', payload: (email) => ({ events: [NOTICE_EVENT, { ...NOTICE_EVENT, id: 'ev2', name: 'Rangoli Contest' }], recipient: user(email) }),
    subject: { en: '2 new events from clubs you follow', hi: 'आपके फ़ॉलो किए क्लबों से 2 नए इवेंट', kn: 'ನೀವು ಫಾಲೋ ಮಾಡುವ ಕ್ಲಬ್‌ಗಳಿಂದ 2 ಹೊಸ ಈವೆಂಟ್‌ಗಳು' },
    says: { hi: ['जिन क्लबों को आप फ़ॉलो करते हैं', 'Rangoli Contest (Kannada Sangha)'], kn: [`${KANNADA_NAME} (Kannada Sangha)`, 'ಈ ಡೈಜೆಸ್ಟ್ ದಿನಕ್ಕೆ'] },
  }],
  'password-reset': [{
    kind: 'password-reset', payload: (email) => ({ user: user(email), url: 'https://quad.test/reset' }),
    subject: { en: 'Reset your Quad password', hi: 'अपना Quad पासवर्ड रीसेट करें', kn: 'ನಿಮ್ಮ Quad ಪಾಸ್‌ವರ್ಡ್ ರೀಸೆಟ್ ಮಾಡಿ' },
    says: { hi: ['नया पासवर्ड चुनें', 'एक घंटे में एक्सपायर'], kn: ['ಹೊಸ ಪಾಸ್‌ವರ್ಡ್ ಆರಿಸಿ', 'ಒಂದು ಗಂಟೆಯಲ್ಲಿ ಎಕ್ಸ್‌ಪೈರ್'] },
  }],
  'confirm-address': [{
    kind: 'confirm-address', payload: (email) => ({ user: user(email), url: 'https://quad.test/confirm' }),
    subject: { en: 'Confirm your e-mail address for Quad', hi: 'Quad के लिए अपना ई-मेल पता कन्फ़र्म करें', kn: 'Quad ಗಾಗಿ ನಿಮ್ಮ ಇ-ಮೇಲ್ ವಿಳಾಸ ಕನ್ಫರ್ಮ್ ಮಾಡಿ' },
    says: { hi: ['24 घंटे तक चलेगा'], kn: ['24 ಗಂಟೆಗಳವರೆಗೆ'] },
  }],
  'sign-in-link': [{
    kind: 'sign-in-link', payload: (email) => ({ user: user(email), url: 'https://quad.test/link', confirmsAddress: true }),
    subject: { en: 'Your Quad sign-in link', hi: 'आपका Quad साइन-इन लिंक', kn: 'ನಿಮ್ಮ Quad ಸೈನ್-ಇನ್ ಲಿಂಕ್' },
    says: { hi: ['15 मिनट में एक्सपायर', '"पासवर्ड भूल गए?"'], kn: ['15 ನಿಮಿಷದಲ್ಲಿ', '"ಪಾಸ್‌ವರ್ಡ್ ಮರೆತಿರಾ?"'] },
  }],
  'club-invitation': [{
    kind: 'club-invitation', payload: (email) => ({ email, clubName: 'Drama Club', role: 'door', invitedBy: 'Meera', url: 'https://quad.test/invite' }),
    subject: { en: 'Join Drama Club on Quad', hi: 'Quad पर Drama Club से जुड़ें', kn: 'Quad ನಲ್ಲಿ Drama Club ಗೆ ಸೇರಿ' },
    says: { hi: ['Meera ने आपको Quad पर Drama Club में डोर स्टाफ़ के तौर पर', '7 दिन तक चलेगा'], kn: ['ಡೋರ್ ಸ್ಟಾಫ್ ಆಗಿ', '7 ದಿನಗಳವರೆಗೆ'] },
  }],
  'event-review': [{
    kind: 'event-review', payload: (email) => ({ email, clubName: 'Drama Club', eventId: 'ev1', eventName: 'Street Play', decision: 'rejected', reason: 'Add the venue booking.' }),
    subject: { en: 'Sent back: Street Play', hi: 'वापस भेजा गया: Street Play', kn: 'ವಾಪಸ್ ಕಳಿಸಲಾಗಿದೆ: Street Play' },
    says: { hi: ['नमस्ते Drama Club,', 'Add the venue booking.', 'इवेंट एडिट करें'], kn: ['ನಮಸ್ಕಾರ Drama Club,', 'Add the venue booking.', 'ಈವೆಂಟ್ ಎಡಿಟ್ ಮಾಡಿ'] },
  }],
  'account-inactive': [{
    kind: 'account-inactive',
    payload: (email) => ({ user: user(email), deleteOn: 'Tue 1 Dec 2026', idleFor: '2 months', deleteOnDate: '2026-12-01', idleDays: 60 }),
    subject: { en: 'Your Quad account will be deleted unless you sign in', hi: 'साइन इन नहीं किया तो आपका Quad अकाउंट डिलीट हो जाएगा', kn: 'ಸೈನ್ ಇನ್ ಆಗದಿದ್ದರೆ ನಿಮ್ಮ Quad ಅಕೌಂಟ್ ಡಿಲೀಟ್ ಆಗುತ್ತದೆ' },
    says: { hi: ['2 महीनों से इस्तेमाल नहीं हुआ', 'मंगल, 1 दिस॰ 2026 को डिलीट'], kn: ['2 ತಿಂಗಳುಗಳಿಂದ ಬಳಸಿಲ್ಲ', 'ಮಂಗಳ, ಡಿಸೆಂ 1, 2026 ರಂದು'] },
  }],
  'webhook-disabled': [{
    kind: 'webhook-disabled', payload: (email) => ({ email, clubName: 'Drama Club', url: 'https://hooks.example/quad', workspaceUrl: 'https://quad.test/club/webhooks' }),
    subject: { en: 'A webhook of Drama Club was turned off', hi: 'Drama Club का एक वेबहुक बंद कर दिया गया', kn: 'Drama Club ನ ಒಂದು ವೆಬ್‌ಹುಕ್ ಆಫ್ ಆಗಿದೆ' },
    says: { hi: ['https://hooks.example/quad पर नहीं पहुँचा पा रहा', 'वेबहुक खोलें'], kn: ['https://hooks.example/quad ಗೆ ತಲುಪಿಸಲು ಆಗುತ್ತಿಲ್ಲ', 'ವೆಬ್‌ಹುಕ್‌ಗಳನ್ನು ತೆರೆಯಿರಿ'] },
  }],
};

describe('every mail in the recipient’s language', () => {
  for (const list of Object.values(cases)) {
    for (const c of list as Case<OutboxKind>[]) {
      it(`${c.kind}: "${c.subject.en}" in Hindi and Kannada, and in English as before`, async () => {
        for (const language of ['hi', 'kn'] as const) {
          const mail = await buildOutboxMail(c.kind, c.payload(ADDRESS[language]), settings);
          expect(mail.to).toBe(ADDRESS[language]);
          expect(mail.subject, language).toBe(c.subject[language]);
          expect(mail.html).toContain(`<html lang="${language}">`);
          for (const words of c.says[language]) {
            expect(mail.text, `${language}: ${words}`).toContain(words);
          }
          // No sentence of the frame is left in English.
          expect(mail.text).not.toMatch(/\b(Hi|Thanks|Your registration|If you|The link)\b/);
        }
        const english = await buildOutboxMail(c.kind, c.payload(ADDRESS.en), settings);
        expect(english.subject).toBe(c.subject.en);
        expect(english.html).toContain('<html lang="en">');
        expect(english.text).toMatch(/^Hi\b/);
      });
    }
  }
});
