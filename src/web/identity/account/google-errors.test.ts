import { describe, expect, it } from 'vitest';
import { MSG, signInCancelled, signUpWithFailed } from '../../../domain/messages.ts';
import { campusErrorPage, googleErrorFromQuery, googleErrorReason, providerErrorFromQuery } from './google-errors.ts';

describe('Google sign-in errors on the page it started from', () => {
  it('says nothing without ?error=', () => {
    expect(googleErrorFromQuery(new URLSearchParams('next=/x'), MSG.googleSignInFailed)).toBeNull();
  });

  it('explains a cancelled sign-in and an existing password account with the catalogue prefixes', () => {
    expect(googleErrorFromQuery(new URLSearchParams('error=access_denied'), MSG.googleSignInFailed)).toBe(`${MSG.googleSignInFailed}${MSG.googleCancelled}`);
    expect(googleErrorFromQuery(new URLSearchParams('error=account_not_linked'), MSG.googleSignUpFailed)).toBe(`${MSG.googleSignUpFailed}${MSG.googleAccountNotLinked}`);
  });

  it("falls back to the provider's description, then to the code in words", () => {
    expect(googleErrorReason('server_error', 'The issuer is down')).toBe('The issuer is down');
    expect(googleErrorReason('invalid_code')).toBe('invalid code. Please try again.');
  });
});

describe('campus sign-in errors', () => {
  it("mark the page a failed campus sign-in returns to, keeping what it had", () => {
    expect(campusErrorPage('/login')).toBe('/login?provider=campus');
    expect(campusErrorPage('/student-signup?next=%2Ffeedback')).toBe('/student-signup?next=%2Ffeedback&provider=campus');
  });

  it('name the campus for a marked error and Google otherwise, with the catalogue prefixes', () => {
    const campus = new URLSearchParams('provider=campus&error=access_denied');
    expect(providerErrorFromQuery(campus, 'sign-up', 'RVCE')).toBe(`${signUpWithFailed('RVCE')}${signInCancelled('RVCE')}`);
    expect(providerErrorFromQuery(new URLSearchParams('error=access_denied'), 'sign-in', 'RVCE')).toBe(`${MSG.googleSignInFailed}${MSG.googleCancelled}`);
    expect(providerErrorFromQuery(new URLSearchParams('provider=campus'), 'sign-in', 'RVCE')).toBeNull();
  });
});
