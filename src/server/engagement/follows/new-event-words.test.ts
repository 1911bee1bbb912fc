import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { displayName, displayTime } from '../../../domain/event-display.ts';
import { A_CLUB_YOU_FOLLOW, newEventInLanguage, newEventMessage, newEventSubject } from './new-event-words.ts';

const stored = { subject: newEventSubject('Chess Club', 'Robot Wars: Finals'), message: newEventMessage({ date: '2030-03-14', time: '18:30', venue: 'Hall B, Block 2' }) };
const say = (item: { subject: string; message: string }, language: 'en' | 'hi' | 'kn') => newEventInLanguage(item, translatorFor(language), language);

describe("a followed club's new event in the inbox", () => {
  it('is stored in English as before', () => {
    expect(stored).toEqual({ subject: 'New from Chess Club: Robot Wars: Finals', message: 'March 14, 2030 at 6:30 PM, Hall B, Block 2.' });
    expect(say(stored, 'en')).toEqual(stored);
  });

  it('is said in Hindi and Kannada from its stored English, names and venue as written', () => {
    const hi = say(stored, 'hi');
    expect(hi.subject).toBe(translatorFor('hi')('mail:push.clubEvent', { club: 'Chess Club', event: 'Robot Wars: Finals' }));
    expect(hi.message).toBe(`14 मार्च 2030, ${displayTime('18:30', 'hi')}, Hall B, Block 2।`);
    const kn = say(stored, 'kn');
    expect(kn.subject).toContain('Robot Wars: Finals');
    expect(kn.subject).not.toContain('New from');
    expect(kn.message).toBe(`ಮಾರ್ಚ್ 14, 2030, ${displayTime('18:30', 'kn')}, Hall B, Block 2.`);
  });

  it('says the name put for a club without one, and the times around midnight and noon', () => {
    const item = { subject: newEventSubject(A_CLUB_YOU_FOLLOW, 'Quiz'), message: newEventMessage({ date: '2030-01-02', time: '00:05', venue: 'Lab' }) };
    expect(say(item, 'hi').subject).toContain('आपका फ़ॉलो किया हुआ एक क्लब');
    expect(say(item, 'hi').message).toContain(displayTime('00:05', 'hi'));
    const noon = { ...item, message: newEventMessage({ date: '2030-01-02', time: '12:00', venue: 'Lab' }) };
    expect(say(noon, 'kn').message).toContain(displayTime('12:00', 'kn'));
  });

  it('leaves a text of another form as stored', () => {
    const other = { subject: 'Something else', message: 'Written some other way' };
    expect(say(other, 'hi')).toEqual(other);
  });

  it('says SPEC.md’s fallbacks stored in English in the reader’s language', () => {
    const item = { subject: newEventSubject('Chess Club', displayName(null)), message: newEventMessage({ date: null, time: null, venue: null }) };
    expect(item.message).toBe('Unknown Date at Unknown Time, Unknown Venue.');
    const t = translatorFor('hi');
    expect(say(item, 'hi')).toEqual({
      subject: t('mail:push.clubEvent', { club: 'Chess Club', event: t('ui:fallback.name') }),
      message: t('mail:inbox.newEventWhen', { date: t('ui:fallback.date'), time: t('ui:fallback.time'), venue: t('ui:fallback.venue') }),
    });
  });
});
