import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { actionInWords, changesInWords } from './changes-in-words.ts';

const edited = (changes: Record<string, unknown>) => changesInWords({ action: 'event.edited', changes }, 'Asia/Kolkata');

describe('an edit in words', () => {
  it('says each changed field with its values, in the order recorded', () => {
    expect(edited({ capacity: { from: 50, to: 80 }, name: { from: 'Star Party', to: 'Star Party II' } })).toEqual([
      'Capacity 50 → 80',
      'Name “Star Party” → “Star Party II”',
    ]);
  });

  it('writes dates, times, unlimited capacity, tags and settings as the forms do', () => {
    expect(edited({
      date: { from: '2026-11-25', to: '2026-11-27' },
      time: { from: '18:30', to: '09:00' },
      capacity: { from: 0, to: 120 },
      tags: { from: [], to: ['Tech', 'Music'] },
      approval: { from: false, to: true },
      allocation: { from: 'first-come', to: 'lottery' },
      claimHours: { from: null, to: 24 },
      registrationClosesAt: { from: null, to: '2026-11-25T13:00:00.000Z' },
    })).toEqual([
      'Date Wed 25 Nov 2026 → Fri 27 Nov 2026',
      'Time 6:30 PM → 9:00 AM',
      'Capacity unlimited → 120',
      'Tags none → Tech, Music',
      'Approval not required → required',
      'Seats first come, first served → by lottery',
      'Claim window none → 24 h',
      'Registration closes none → Wed 25 Nov 2026 · 6:30 PM IST',
    ]);
  });

  it('says only what happened to long or opaque values', () => {
    expect(edited({
      description: { from: 'a'.repeat(500), to: 'b' },
      imageId: { from: null, to: 'img1' },
      questions: { from: [{ label: 'Size?' }], to: [{ label: 'Size?', required: true }] },
    })).toEqual(['Description changed', 'Image added', 'Questions edited']);
    expect(edited({ imageId: { from: 'a', to: null } })).toEqual(['Image removed']);
    expect(edited({ imageId: { from: 'a', to: 'b' } })).toEqual(['Image replaced']);
    expect(edited({ questions: { from: [], to: [{ label: 'Size?' }, { label: 'Diet?' }] } })).toEqual(['Questions none → Size?, Diet?']);
  });

  it('copes with a field it does not know and with values of the wrong shape', () => {
    expect(edited({ colour: { from: 'red', to: 'blue' } })).toEqual(['colour changed']);
    expect(edited({ capacity: 'oops', name: { from: 5, to: null } })).toEqual(['Capacity none → none', 'Name none → none']);
  });
});

describe('the other actions in words', () => {
  it('says when a created or deleted event was, and what a deleted one had', () => {
    expect(changesInWords({ action: 'event.created', changes: { date: '2026-11-25', time: '18:30' } }, 'UTC')).toEqual(['On Wed 25 Nov 2026 · 6:30 PM']);
    expect(changesInWords({ action: 'event.deleted', changes: { date: '2026-11-25', time: '18:30', registrations: 12, waitlisted: 3 } }, 'UTC')).toEqual([
      'Was on Wed 25 Nov 2026 · 6:30 PM',
      '12 registered, 3 waitlisted',
    ]);
  });

  it("names the removed student, their USN and what they were; a rejection's reason", () => {
    expect(changesInWords({ action: 'registration.removed', changes: { name: 'Asha Rao', usn: '1RV22CS001', status: 'waitlisted', registrationId: 'e_1RV22CS001' } }, 'UTC'))
      .toEqual(['Asha Rao (1RV22CS001), waitlisted']);
    expect(changesInWords({ action: 'event.rejected', changes: { reason: 'Clashes with exams' } }, 'UTC')).toEqual(['Reason: Clashes with exams']);
    expect(changesInWords({ action: 'event.approved', changes: null }, 'UTC')).toEqual([]);
  });

  it('names each action, and shows one it does not know as stored', () => {
    expect(actionInWords('event.edited')).toBe('Edited the event');
    expect(actionInWords('registration.removed')).toBe('Removed a registration');
    expect(actionInWords('event.archived')).toBe('event.archived');
  });
});

describe('the log in Hindi', () => {
  it('names the action and each change in the language, with dates in its own words', () => {
    const t = translatorFor('hi');
    expect(actionInWords('event.edited', t)).toBe('इवेंट एडिट किया');
    expect(changesInWords({ action: 'event.edited', changes: { capacity: { from: 0, to: 120 }, approval: { from: false, to: true } } }, 'UTC', t, 'hi'))
      .toEqual(['क्षमता: कोई लिमिट नहीं → 120', 'अप्रूवल: ज़रूरी नहीं → ज़रूरी']);
    expect(changesInWords({ action: 'event.created', changes: { date: '2026-11-28', time: '18:30' } }, 'UTC', t, 'hi')[0]).toMatch(/^शनि, 28 नव.* को$/);
  });
});
