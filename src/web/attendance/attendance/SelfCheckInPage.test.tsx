import { cleanup, configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { SelfCheckInPage } from './SelfCheckInPage.tsx';

const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };

const refusal = (status: number, code: string, message: string) => jsonResponse({ error: { code, message } }, status);

/** The server answering the check-in with `answer`; the event's name for the heading. */
function fakeServer(answer: () => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', vi.fn(async (path: string, init: RequestInit = {}) => {
    if (path === '/api/events/e1') return jsonResponse({ id: 'e1', name: 'Robot Night' });
    if (path === '/api/events/e1/self-check-in' && init.method === 'POST') {
      posted.push(JSON.parse(init.body as string));
      return answer();
    }
    return refusal(404, 'NOT_FOUND', 'Not found');
  }));
  return posted;
}

/** The page's heading, inside the live region that announces it ('status' or 'alert'). */
async function said(role: 'status' | 'alert') {
  return within(await screen.findByRole(role)).getByRole('heading', { level: 1 }).textContent;
}

const show = (path = '/events/e1/check-in?code=ABCDEFGHJK') =>
  renderInApp(<SelfCheckInPage />, { client: testQueryClient({ session: student }), path, route: '/events/:eventId/check-in', mantineEnv: 'test' });

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the student's check-in page", { timeout: 20_000 }, () => {
  it("sends the code from the address once and says \"You're checked in.\"", async () => {
    const posted = fakeServer(() => jsonResponse({ id: 'e1_1RV22CS001', checkedInAt: new Date().toISOString() }));
    show();
    expect(await said('status')).toBe("You're checked in.");
    expect(posted).toEqual([{ code: 'ABCDEFGHJK' }]);
    expect(screen.getByRole('link', { name: 'Go to the event' }).getAttribute('href')).toBe('/events/e1');
  });

  it('a second scan says already checked in', async () => {
    fakeServer(() => refusal(409, 'ALREADY_CHECKED_IN', MSG.alreadyCheckedIn));
    show();
    expect(await said('status')).toBe(MSG.alreadyCheckedIn);
  });

  it('an old code says it expired and what to do; a student without a seat is told so', async () => {
    fakeServer(() => refusal(400, 'CODE_EXPIRED', MSG.codeExpired));
    show();
    expect(await said('alert')).toBe(MSG.codeExpired);
    expect(screen.getByText(/Scan the code on the door screen again/)).toBeTruthy();
    cleanup();
    fakeServer(() => refusal(403, 'NOT_REGISTERED', MSG.notRegisteredForEvent));
    show();
    expect(await said('alert')).toBe(MSG.notRegisteredForEvent);
  });

  it('without a code, it scans the door screen itself, and says what to do without a camera', async () => {
    const posted = fakeServer(() => jsonResponse({}));
    show('/events/e1/check-in');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Scan the door code');
    expect((await screen.findByRole('status')).textContent).toBe("This browser cannot use the camera. Scan the door screen's code with your phone's camera app instead.");
    expect(posted).toEqual([]);
  });
});
