import { describe, expect, it } from 'vitest';
import { eventInputSchema } from '../../../../domain/schemas/event.ts';
import { settingsFieldOf } from './problems.ts';
import { emptyRegistrationForm, instantOf, localDateTime, optionList, registrationBody, withoutRegistration } from './values.ts';

const event = { name: 'Fest', date: '2026-11-25', time: '18:30', venue: 'Grounds', description: 'Three nights.', type: 'Fest' };

describe('registration settings: the form and the body', () => {
  it('reads a date-time field in the campus zone, and back, across a change of clocks', () => {
    expect(instantOf('2026-11-25T18:30', 'Asia/Kolkata')).toBe('2026-11-25T13:00:00.000Z');
    expect(instantOf('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
    expect(instantOf('2026-12-01T09:00', 'America/New_York')).toBe('2026-12-01T14:00:00.000Z');
    expect(localDateTime('2026-12-01T14:00:00.000Z', 'America/New_York')).toBe('2026-12-01T09:00');
    expect(localDateTime(null, 'UTC')).toBe('');
  });

  it('sends an empty field as null, and anything unreadable as nothing the schema takes', () => {
    expect(instantOf('  ', 'UTC')).toBeNull();
    expect(instantOf('2026-02-30T10:00', 'UTC')).toBe('');
    expect(instantOf('soon', 'UTC')).toBe('');
    const problems = eventInputSchema.safeParse({ ...event, registrationOpensAt: instantOf('2026-02-30T10:00', 'UTC') });
    expect(problems.error?.issues.map((i) => i.message)).toEqual(['Registration opens: enter a date and time']);
  });

  it('takes options one per line, without blank lines or spaces around', () => {
    expect(optionList(' S \n\nM\r\nL\n ')).toEqual(['S', 'M', 'L']);
  });

  it('sends a claim window as a number, empty as null, text as NaN (refused by the schema)', () => {
    const body = (claimHours: number | string) => registrationBody({ ...emptyRegistrationForm, claimHours }, 'UTC').claimHours;
    expect([body(12), body(''), body('12')]).toEqual([12, null, 12]);
    expect(body('-')).toBeNaN();
  });

  it("shows a problem of any one option beside the question's options", () => {
    expect(settingsFieldOf('questions.2.options.1')).toBe('questions.2.options');
    expect(settingsFieldOf('questions.2.options')).toBe('questions.2.options');
    expect(settingsFieldOf('questions.0.label')).toBe('questions.0.label');
    expect(settingsFieldOf('drawAt')).toBe('drawAt');
  });

  it('keeps the rest of a form state without its registration fields', () => {
    expect(withoutRegistration({ ...emptyRegistrationForm, name: 'Fest', scope: 'this' })).toEqual({ name: 'Fest', scope: 'this' });
  });
});
