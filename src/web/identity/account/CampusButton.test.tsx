import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { MSG, signInCancelled, signInWith, signInWithFailed, studentsSignInWith } from '../../../domain/messages.ts';
import type { PublicConfig } from '../../../domain/responses/health.ts';
import { jsonResponse, renderInApp, testConfig, testQueryClient } from '../../../../test/support/web.tsx';
import { CampusButton } from './CampusButton.tsx';
import { LoginPage } from './LoginPage.tsx';
import { StudentSignupPage } from './StudentSignupPage.tsx';

const campus = (ssoOnly = false): Partial<PublicConfig> => ({ googleSignIn: true, campusSignIn: { name: 'RVCE', ssoOnly } });
const client = (config: Partial<PublicConfig>) => testQueryClient({ session: null, config: testConfig(config) });
const button = (name: string) => screen.queryByRole('button', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CampusButton', () => {
  const show = (config: Partial<PublicConfig>, onError = vi.fn()) =>
    renderInApp(<CampusButton page="sign-in" callbackURL="/feedback" errorCallbackURL="/login" onError={onError} />, { client: client(config) });

  it("reads 'Sign in with <campus>' as configured, and is not there without a campus provider", () => {
    show(campus());
    expect(button('Sign in with RVCE')).toBeTruthy();
    expect(signInWith('RVCE')).toBe('Sign in with RVCE');
    cleanup();
    show({ googleSignIn: true, campusSignIn: null });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("asks for the campus provider, with failures marked as the campus's, and names the campus when it fails", async () => {
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_path: string, init: RequestInit = {}) => {
      sent.push(JSON.parse(init.body as string));
      return jsonResponse({ code: 'NOT_FOUND', message: 'Not Found' }, 404);
    }));
    const onError = vi.fn();
    show(campus(), onError);
    fireEvent.click(button('Sign in with RVCE')!);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(sent).toEqual([{ provider: 'campus', callbackURL: '/feedback', errorCallbackURL: '/login?provider=campus', disableRedirect: true }]);
    expect(onError.mock.calls[0]![0]).toMatch(new RegExp(`^${signInWithFailed('RVCE')}`));
  });
});

describe('the login page', () => {
  it('offers the campus button beside Google', () => {
    renderInApp(<LoginPage />, { client: client(campus()), path: '/login' });
    expect(button('Sign in with RVCE')).toBeTruthy();
    expect(button('Continue with Google')).toBeTruthy();
  });

  it('names the campus when its sign-in came back with an error, and Google when Google did', () => {
    renderInApp(<LoginPage />, { client: client(campus()), path: '/login?provider=campus&error=access_denied' });
    expect(screen.getByRole('alert').textContent).toBe(`${signInWithFailed('RVCE')}${signInCancelled('RVCE')}`);
    cleanup();
    renderInApp(<LoginPage />, { client: client(campus()), path: '/login?error=access_denied' });
    expect(screen.getByRole('alert').textContent).toBe(`${MSG.googleSignInFailed}${MSG.googleCancelled}`);
  });
});

describe('the student sign-up page', () => {
  it('offers the form, the campus button and Google', () => {
    renderInApp(<StudentSignupPage />, { client: client(campus()), path: '/student-signup' });
    expect(button('Sign up')).toBeTruthy();
    expect(button('Sign in with RVCE')).toBeTruthy();
    expect(button('Continue with Google')).toBeTruthy();
  });

  it('with CAMPUS_SSO_ONLY shows only the campus button and the sentence', () => {
    renderInApp(<StudentSignupPage />, { client: client(campus(true)), path: '/student-signup' });
    expect(screen.getByText(studentsSignInWith('RVCE'))).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Sign in with RVCE']);
    expect(screen.queryByLabelText('Password', { exact: false })).toBeNull();
  });

  it("with CAMPUS_SSO_ONLY explains a refused Google sign-up in the server's words", () => {
    const path = `/student-signup?error=campus_sign_in_only&error_description=${encodeURIComponent(studentsSignInWith('RVCE'))}`;
    renderInApp(<StudentSignupPage />, { client: client(campus(true)), path });
    expect(screen.getByRole('alert').textContent).toBe(`${MSG.googleSignUpFailed}${studentsSignInWith('RVCE')}`);
  });

  it('says that refusal in the page’s language, prefix and reason', () => {
    const path = `/student-signup?error=campus_sign_in_only&error_description=${encodeURIComponent(studentsSignInWith('RVCE'))}`;
    renderInApp(<StudentSignupPage />, { client: client(campus(true)), path, language: 'hi' });
    const t = translatorFor('hi');
    expect(screen.getByRole('alert').textContent).toBe(`${t('signInError.failedSignUp', { provider: 'Google' })}${t('signup.studentsSignInWith', { campus: 'RVCE' })}`);
  });
});
