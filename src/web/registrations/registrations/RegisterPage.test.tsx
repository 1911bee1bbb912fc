import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { MSG } from '../../../domain/messages.ts';
import type { Question } from '../../../domain/questions.ts';
import type { Me } from '../../../domain/responses/accounts.ts';
import type { RegistrationView } from '../../../domain/responses/registrations.ts';
import { firstComeEvent, plainRegistration } from '../../../../test/support/fixtures.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { eventKeys } from '../../events/events/api.ts';
import { RegisterPage } from './RegisterPage.tsx';

const questions: Question[] = [
  { id: 'qTeam', label: 'Team name', kind: 'text', options: [], required: false },
  { id: 'qWhy', label: 'Why do you want to come?', kind: 'longtext', options: [], required: true },
  { id: 'qShirt', label: 'T-shirt size', kind: 'choice', options: ['S', 'M', 'L'], required: true },
  { id: 'qDiet', label: 'Dietary needs', kind: 'multi', options: ['Vegetarian', 'Vegan', 'No nuts'], required: false },
  { id: 'qConsent', label: 'I agree to share my details with the company', kind: 'checkbox', options: [], required: true },
];

const event = (changes: Partial<EventView> = {}): EventView => ({
  id: 'e1', name: 'Company Visit', date: '2030-05-04', time: '16:00', startsAt: '2030-05-04T10:30:00.000Z', venue: 'Main Gate',
  description: '', type: 'Workshop', capacity: 40, registrations: 0, waitlisted: 0, imageUrl: null, cardImageUrl: null,
  organizer: { id: 'o1', name: 'Placement Cell' }, tags: [], ...firstComeEvent, seriesId: null, status: 'upcoming', ...changes,
});
const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };

const made = (status: RegistrationView['status'], answers = {}): RegistrationView => ({
  id: 'e1_1RV22CS001', eventId: 'e1', name: 'Asha Rao', usn: '1RV22CS001', email: 'asha@x.edu', semester: '3', contactNo: null,
  status, createdAt: '2030-04-01T10:00:00.000Z', checkedInAt: null, ...plainRegistration, answers,
});


/** The server: the POST answers with `answer`; the event is read again afterwards (from the cache's copy). */
function stubServer(e: EventView, answer: () => Response) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => (init?.method === 'POST' ? answer() : jsonResponse(e)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const posted = (fetch: ReturnType<typeof stubServer>) => {
  const call = fetch.mock.calls.find(([, init]) => init?.method === 'POST') as [string, RequestInit] | undefined;
  return call && { path: call[0], body: JSON.parse(call[1].body as string) as Record<string, unknown> };
};

function show(e: EventView) {
  const client = testQueryClient({ session: student, queries: [[eventKeys.one(e.id), e]] });
  return renderInApp(<RegisterPage />, { client, path: `/${e.id}/register`, route: '/:eventId/register', mantineEnv: 'test' });
}

const submit = (name = 'Register') => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the registration form asks the event's questions", () => {
  it('shows each kind of question after the standard fields, the required ones marked', () => {
    show(event({ questions }));
    const team = screen.getByRole('textbox', { name: 'Team name' });
    expect(team.hasAttribute('required')).toBe(false);
    const why = screen.getByRole('textbox', { name: /Why do you want to come\?/ });
    expect(why.tagName).toBe('TEXTAREA');
    expect(why.hasAttribute('required')).toBe(true);
    const shirt = screen.getByRole('radiogroup', { name: /T-shirt size/ });
    expect(within(shirt).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['S', 'M', 'L']);
    expect(within(screen.getByRole('group', { name: /Dietary needs/ })).getAllByRole('checkbox')).toHaveLength(3);
    const consent = screen.getByRole('checkbox', { name: /I agree to share my details with the company/ });
    expect(consent.hasAttribute('required')).toBe(true);
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy();
    // After the standard fields, in the organizer's order.
    expect(screen.getByLabelText(/Semester/).compareDocumentPosition(team) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says 'Please answer: <question>' beside each required question left unanswered, and sends nothing", () => {
    const fetch = stubServer(event({ questions }), () => jsonResponse(made('registered'), 201));
    show(event({ questions }));
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Please answer: Why do you want to come?');
    expect(screen.getByText('Please answer: T-shirt size')).toBeTruthy();
    expect(screen.getByText('Please answer: I agree to share my details with the company')).toBeTruthy();
    expect(screen.queryByText('Please answer: Team name')).toBeNull();
    expect(screen.queryByText('Please answer: Dietary needs')).toBeNull();
    expect(posted(fetch)).toBeUndefined();
  });

  it('sends the answers by question id, trimmed, leaving out optional ones not answered', async () => {
    const fetch = stubServer(event({ questions }), () => jsonResponse(made('registered'), 201));
    show(event({ questions }));
    fireEvent.change(screen.getByRole('textbox', { name: /Why do you want to come\?/ }), { target: { value: '  To see the plant  ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to share/ }));
    submit();
    await waitFor(() => expect(posted(fetch)).toBeDefined());
    expect(posted(fetch)).toEqual({
      path: '/api/events/e1/registrations',
      body: {
        name: 'Asha Rao', usn: '1RV22CS001', email: 'asha@x.edu', semester: '3',
        answers: { qWhy: 'To see the plant', qShirt: 'M', qDiet: ['Vegan'], qConsent: true },
      },
    });
    expect(await screen.findByRole('heading', { name: 'You’re in' })).toBeTruthy();
  });

  it("shows the server's refusal of an answer beside its question", async () => {
    const only = [questions[4]!];
    stubServer(event({ questions: only }), () =>
      jsonResponse({ error: { code: 'INVALID_ANSWERS', message: 'Please answer: I agree to share my details with the company', fields: { 'answers.qConsent': 'Please answer: I agree to share my details with the company' } } }, 400),
    );
    show(event({ questions: only }));
    // The organizer changed the question meanwhile: the page's copy had it ticked, the server refuses.
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to share/ }));
    submit();
    // The headline, and the same words beside the tick.
    await waitFor(() => expect(screen.getAllByText('Please answer: I agree to share my details with the company')).toHaveLength(2));
    expect(screen.getByRole('alert').textContent).toBe('Please answer: I agree to share my details with the company');
  });

  it('sends no answers for an event without questions, as before', async () => {
    const fetch = stubServer(event(), () => jsonResponse(made('registered'), 201));
    show(event());
    expect(screen.getByText('All fields are required.')).toBeTruthy();
    submit();
    await waitFor(() => expect(posted(fetch)).toBeDefined());
    expect(posted(fetch)!.body).toEqual({ name: 'Asha Rao', usn: '1RV22CS001', email: 'asha@x.edu', semester: '3' });
  });
});

describe('the outcome of registering', () => {
  it('pending approval: says so, with no ticket', async () => {
    stubServer(event({ approval: true }), () => jsonResponse(made('pending'), 201));
    show(event({ approval: true }));
    submit();
    expect((await screen.findByRole('status')).textContent).toBe(MSG.pendingApproval);
    expect(screen.getByRole('heading', { level: 1, name: 'Pending approval' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR ticket/ })).toBeNull();
  });

  it("entered in a lottery: the button reads 'Enter the lottery', and the outcome says the draw decides, with no ticket", async () => {
    const lottery = event({ allocation: 'lottery', drawAt: '2030-05-02T12:00:00.000Z' });
    stubServer(lottery, () => jsonResponse(made('entered'), 201));
    show(lottery);
    expect(screen.getAllByText('Seats by lottery · draw on Thu 2 May 2030, 12:00 PM UTC').length).toBe(1);
    submit('Enter the lottery');
    expect((await screen.findByRole('status')).textContent).toBe(MSG.enteredDraw);
    expect(screen.getByText('Seats by lottery · draw on Thu 2 May 2030, 12:00 PM UTC')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR ticket/ })).toBeNull();
  });

  it('registered: the ticket, as before', async () => {
    stubServer(event(), () => jsonResponse(made('registered'), 201));
    show(event());
    submit();
    expect(await screen.findByRole('img', { name: 'QR ticket for Company Visit' })).toBeTruthy();
  });
});

describe('the registration window on the form', () => {
  it('before it opens, says when instead of the form; after it closes, that it has closed', () => {
    vi.useFakeTimers({ now: new Date('2030-04-30T00:00:00Z'), toFake: ['Date'] });
    show(event({ registrationOpensAt: '2030-05-01T09:00:00.000Z', registrationClosesAt: '2030-05-03T09:00:00.000Z' }));
    expect(screen.getByRole('status').textContent).toBe('Registration opens on Wed 1 May 2030, 9:00 AM UTC.');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    cleanup();
    vi.setSystemTime(new Date('2030-05-03T09:00:00Z'));
    show(event({ registrationOpensAt: '2030-05-01T09:00:00.000Z', registrationClosesAt: '2030-05-03T09:00:00.000Z' }));
    expect(screen.getByRole('status').textContent).toBe(MSG.registrationHasClosed);
  });

  it('says a lottery entrant has entered already', () => {
    show(event({ allocation: 'lottery', drawAt: '2030-05-02T12:00:00.000Z', viewer: { registrationId: 'e1_1RV22CS001', waitlisted: false, feedbackGiven: false, status: 'entered' } }));
    expect(screen.getByRole('status').textContent).toBe(MSG.alreadyEntered);
  });
});
