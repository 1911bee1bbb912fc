import { describe, expect, it } from 'vitest';
import { emptyRegistrationForm } from '../registration-settings/values.ts';
import { emptyEventForm, formFieldOf, sentFields, startsInPast, type FormState } from './state.ts';

const state: FormState = {
  ...emptyEventForm, ...emptyRegistrationForm,
  name: 'Hack Night', date: '2030-03-01', time: '18:00', venue: 'Main Hall', description: 'Bring a laptop.', type: 'Workshop',
  repeatEvery: 'week', repeatCount: 4, scope: 'following',
};

describe('the event form’s state, apart from its sections', () => {
  it('sends the event’s fields without those that say how it is saved, an unsaid end or venue as null', () => {
    const sent = sentFields(state, 'Asia/Kolkata');
    expect(sent).toMatchObject({ name: 'Hack Night', date: '2030-03-01', time: '18:00', venue: 'Main Hall', venueId: null, endTime: null });
    expect(sent).not.toHaveProperty('repeatEvery');
    expect(sent).not.toHaveProperty('repeatCount');
    expect(sent).not.toHaveProperty('scope');
  });

  it('shows a problem of the series beside the form’s own fields for it', () => {
    expect(formFieldOf('repeat.every')).toBe('repeatEvery');
    expect(formFieldOf('repeat.count')).toBe('repeatCount');
    expect(formFieldOf('repeat')).toBe('repeatCount');
    expect(formFieldOf('name')).toBe('name');
  });

  it('knows a date already past, and says nothing while the date or time is unreadable', () => {
    expect(startsInPast({ date: '2001-01-01', time: '10:00' }, 'Asia/Kolkata')).toBe(true);
    expect(startsInPast({ date: '2999-01-01', time: '10:00' }, 'Asia/Kolkata')).toBe(false);
    expect(startsInPast({ date: '2001-01-01', time: '' }, 'Asia/Kolkata')).toBe(false);
  });
});
