import { describe, expect, it } from 'vitest';
import { eventPagePath } from './event-path.ts';
import { shortName } from './format.ts';
import { MSG } from './messages.ts';
import { profileTarget } from './profile-path.ts';
import { organizerSignupSchema, studentSignupSchema } from './schemas/account.ts';
import { averageOfTotal, averageRating } from './schemas/feedback.ts';
import { describeIssues } from './schemas/issues.ts';

describe('shortName', () => {
  it("cuts names longer than 7 characters to 7 plus '...'", () => {
    expect(shortName('Asha Raonavar')).toBe('Asha Ra...');
    expect(shortName('Priyanka')).toBe('Priyank...');
  });
  it('leaves names of 7 characters or fewer whole', () => {
    expect(shortName('Rahul')).toBe('Rahul');
    expect(shortName('Abcdefg')).toBe('Abcdefg');
  });
});

describe('profileTarget', () => {
  const base = { id: 'u1', profileComplete: true };
  it('leads a student to /{usn}/profile', () => {
    expect(profileTarget({ ...base, role: 'student', usn: '1RV21CS001' })).toEqual({ path: '/1RV21CS001/profile' });
  });
  it('leads an organizer to /{id}/dashboard', () => {
    expect(profileTarget({ ...base, role: 'organizer', organizerId: 'u1' })).toEqual({ path: '/u1/dashboard' });
  });
  it('leads an incomplete profile to /complete-profile', () => {
    expect(profileTarget({ ...base, role: 'student', usn: null })).toMatchObject({ path: '/complete-profile' });
    expect(profileTarget({ ...base, role: 'organizer', organizerId: 'u1', profileComplete: false })).toMatchObject({ path: '/complete-profile' });
  });
  it('refuses an unknown role', () => {
    expect(profileTarget({ ...base, role: 'admin' })).toEqual({ error: MSG.roleNotRecognized });
  });
});

describe('sign-up schemas', () => {
  it("puts 'Please fill all fields' first when something is missing", () => {
    const result = studentSignupSchema.safeParse({ name: 'A', password: '123' });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!.issues).message).toBe(MSG.fillAllFields);
  });
  it('checks the organizer confirmation only once the rest is valid', () => {
    const result = organizerSignupSchema.safeParse({ name: 'Club', email: 'c@x.edu', password: 'secret1', confirmPassword: 'secret2', field: 'AI' });
    expect(describeIssues(result.error!.issues)).toEqual({ message: MSG.passwordsDoNotMatch, fields: { confirmPassword: MSG.passwordsDoNotMatch } });
  });
  it('lowercases and trims the e-mail', () => {
    const result = studentSignupSchema.parse({ name: ' A ', usn: '1RV22CS001', email: ' A@B.EDU ', password: 'secret1', semester: 2, phone: '9876543210' });
    expect(result).toMatchObject({ name: 'A', email: 'a@b.edu', semester: '2' });
  });
});

describe('ratings and event links', () => {
  it('averages to one decimal, from the ratings or from their sum and count; 0 without any', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageOfTotal(13, 3)).toBe(4.3);
    expect(averageOfTotal(7, 2)).toBe(3.5);
    expect(averageOfTotal(0, 0)).toBe(0);
  });

  it("links an event's public page with its id encoded", () => {
    expect(eventPagePath('abc123')).toBe('/events/abc123');
    expect(eventPagePath('a/b c')).toBe('/events/a%2Fb%20c');
  });
});
