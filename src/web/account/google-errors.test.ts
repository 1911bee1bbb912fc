import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import { googleErrorFromQuery, googleErrorReason } from './google-errors.ts';

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
