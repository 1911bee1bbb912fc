import { describe, expect, it } from 'vitest';
import { ApiError, EVERY_STATUS, fieldProblems, hasCode, hasStatus, isRefusal, problemMessage, refusedField } from './errors.ts';

const refused = new ApiError(409, 'EVENT_FULL', 'This event is full.');
const invalid = new ApiError(400, 'VALIDATION', 'Please fill out all fields.', { name: 'Name is required' });
const broken = new ApiError(500, 'INTERNAL', 'Internal server error');
const offline = new ApiError(0, 'NETWORK', 'The server could not be reached. Check your connection and try again.');

describe('one way a failed request becomes a message', () => {
  it('says the error’s own text when the screen words nothing', () => {
    expect(problemMessage(refused)).toBe('This event is full.');
    expect(problemMessage(broken)).toBe('Internal server error');
    expect(problemMessage(new Error('boom'))).toBe('boom');
    expect(problemMessage('plain')).toBe('plain');
  });

  it('shows a refusal’s catalogue message as it is, and anything else in the screen’s words', () => {
    const wording = { fallback: 'The venue could not be added.' };
    expect(problemMessage(refused, wording)).toBe('This event is full.');
    expect(problemMessage(broken, wording)).toBe('The venue could not be added.');
    expect(problemMessage(offline, wording)).toBe('The venue could not be added.');
    expect(problemMessage(new TypeError('x is undefined'), wording)).toBe('The venue could not be added.');
  });

  it('shows only the statuses a screen names, puts its beginning before the rest, and says its own words for a status or code', () => {
    expect(problemMessage(refused, { shown: [400], prefix: 'Sign in failed: ' })).toBe('Sign in failed: This event is full.');
    expect(problemMessage(invalid, { shown: [400], prefix: 'Sign in failed: ' })).toBe('Please fill out all fields.');
    expect(problemMessage(offline, { shown: (s) => s === 0 })).toBe(offline.message);
    const load = { shown: [], byStatus: { 404: 'Registration not found' }, byCode: { EVENT_FULL: 'Full!' }, fallback: 'Could not load.' };
    expect(problemMessage(new ApiError(404, 'NOT_FOUND', 'Not found'), load)).toBe('Registration not found');
    expect(problemMessage(refused, load)).toBe('Full!');
    expect(problemMessage(invalid, load)).toBe('Could not load.');
  });

  it('gives the fields a 400 names, nothing for other failures', () => {
    expect(fieldProblems(invalid)).toEqual({ name: 'Name is required' });
    expect(fieldProblems(new ApiError(409, 'X', 'x', { name: 'taken' }))).toEqual({});
    expect(fieldProblems(new ApiError(409, 'X', 'x', { name: 'taken' }), [400, 409])).toEqual({ name: 'taken' });
    expect(fieldProblems(new Error('x'))).toEqual({});
  });

  it('tells statuses, codes and refusals apart', () => {
    expect(hasStatus(offline, 0)).toBe(true);
    expect(hasStatus(refused, 403, 404)).toBe(false);
    expect(hasStatus(new Error('x'), 0)).toBe(false);
    expect(hasCode(refused, 'EVENT_FULL')).toBe(true);
    expect(isRefusal(refused)).toBe(true);
    expect(isRefusal(broken)).toBe(false);
    expect(isRefusal(offline)).toBe(false);
  });

  it('reads what the server said of one field, or of the first it names', () => {
    const taken = new ApiError(409, 'X', 'x', { name: 'taken', description: 'too long' });
    expect(refusedField(taken, 'description')).toBe('too long');
    expect(refusedField(taken)).toBe('taken');
    expect(refusedField(refused)).toBeUndefined();
    expect(refusedField(new Error('x'), 'name')).toBeUndefined();
  });

  it('shows every answer’s own message when told, and the fallback only for what is no answer', () => {
    const wording = { shown: EVERY_STATUS, fallback: 'Could not check.' };
    expect(problemMessage(broken, wording)).toBe('Internal server error');
    expect(problemMessage(offline, wording)).toBe(offline.message);
    expect(problemMessage(new TypeError('x'), wording)).toBe('Could not check.');
  });
});
