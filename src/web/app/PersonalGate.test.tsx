import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import type { Me } from '../../domain/responses/accounts.ts';
import { inApp, jsonResponse, testQueryClient } from '../../../test/support/web.tsx';
import { PersonalGate } from '../infrastructure/api/session.ts';
import { AccountButtons } from './AccountButtons.tsx';
import { RequireAuth } from './RequireAuth.tsx';

// A page rendered for anyone who holds a session: the visitor's own parts stand
// in until the browser has read the session; nothing sends them away meanwhile.

const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };

/** GET /api/session answers when `answer` is called; every other read never does. */
function sessionOnCall() {
  let answer!: (user: Me | null) => void;
  const answered = new Promise<Me | null>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path !== '/api/session') return new Promise<Response>(() => {});
      const user = await answered;
      return jsonResponse({ user });
    }),
  );
  return answer;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PersonalGate, on a page rendered for anyone', () => {
  it('shows the account part as a stand-in until the session is read, then the visitor’s own', async () => {
    const answer = sessionOnCall();
    render(inApp(<PersonalGate forAnyone><AccountButtons /></PersonalGate>, { client: testQueryClient({ session: undefined }) }));
    expect(document.querySelector('[data-stand-in]')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    answer(student);
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(document.querySelector('[data-stand-in]')).toBeNull();
  });

  it('shows a visitor whose session has ended the signed-out buttons', async () => {
    const answer = sessionOnCall();
    render(inApp(<PersonalGate forAnyone><AccountButtons /></PersonalGate>, { client: testQueryClient({ session: undefined }) }));
    answer(null);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('keeps a signed-in page waiting, not sent to the login page, while the session is read', async () => {
    const answer = sessionOnCall();
    const tree = (
      <PersonalGate forAnyone>
        <Routes>
          <Route element={<RequireAuth />}>
            <Route path="/account" element={<h1>Your account</h1>} />
          </Route>
          <Route path="/login" element={<h1>Login</h1>} />
        </Routes>
      </PersonalGate>
    );
    render(inApp(tree, { client: testQueryClient({ session: undefined }), path: '/account' }));
    expect(screen.getByLabelText('Checking your sign-in')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
    answer(student);
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Checking your sign-in')).toBeNull());
  });
});
