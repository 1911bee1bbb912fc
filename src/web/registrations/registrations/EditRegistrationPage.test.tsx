import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../domain/messages.ts';
import type { RegistrationView } from '../../../domain/responses/registrations.ts';
import { DEFAULT_USN_PATTERN } from '../../../domain/schemas/fields.ts';
import { jsonResponse, renderInApp, testConfig, testQueryClient } from '../../../../test/support/web.tsx';
import type { Me } from '../../../domain/responses/accounts.ts';
import { eventKeys } from '../../events/events/api.ts';
import { registrationKeys } from './api.ts';
import { EditRegistrationPage } from './EditRegistrationPage.tsx';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';
import type { EventView } from '../../../domain/events.ts';
import type { Question } from '../../../domain/questions.ts';

const student = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: 'twelve', phone: '12', profileComplete: true };

const registration = (changes: Partial<RegistrationView> = {}) =>
  ({
    id: 'e1_1RV22CS001', eventId: 'e1', name: 'Asha Rao', usn: '1RV22CS001', email: 'asha@x.edu', semester: 'twelve', contactNo: null,
    status: 'registered', createdAt: '2026-05-01T10:00:00.000Z', checkedInAt: null, ...changes,
  }) as RegistrationView;

function show(r: RegistrationView, usnPattern = DEFAULT_USN_PATTERN, eventChanges: Partial<EventView> = {}) {
  const client = testQueryClient({
    session: student as Me,
    config: testConfig({ usnPattern }),
    queries: [
      [registrationKeys.one(r.id), r],
      // The event the page is headed with (its name and summary), already read: no request of its own here.
      [
        eventKeys.one(r.eventId),
        {
          id: r.eventId, name: 'Noir Night', date: '2026-11-25', time: '18:30', startsAt: '2026-11-25T18:30:00.000Z', venue: 'Amphitheatre',
          description: '', type: 'General', capacity: 0, registrations: 1, waitlisted: 0, imageUrl: null, cardImageUrl: null,
          organizer: { id: 'o1', name: 'Film Society' }, tags: [], ...firstComeEvent, seriesId: null, status: 'upcoming', ...eventChanges,
        },
      ],
    ],
  });
  return renderInApp(<EditRegistrationPage />, { client, path: `/edit-registration/${r.id}`, route: '/edit-registration/:registrationId' });
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Edit Registration with values stored before the field rules', () => {
  it('shows the stored semester and phone with their problems at once', () => {
    show(registration());
    expect(input('Semester').value).toBe('twelve');
    expect(input('Contact number').value).toBe('12');
    expect(screen.getByText(MSG.semesterRange)).toBeTruthy();
    expect(screen.getByText(MSG.phoneInvalid)).toBeTruthy();
    // The registration's own USN is no problem, even under a campus pattern it predates.
    expect(screen.queryByText(MSG.usnInvalid)).toBeNull();
  });

  it('accepts its own USN under a stricter campus pattern, and saves the corrected values', async () => {
    const fetch = vi.fn(async () => jsonResponse(registration({ semester: '6', contactNo: '98765 43210' })));
    vi.stubGlobal('fetch', fetch);
    show(registration(), '1QD\\d{2}[A-Z]{2}\\d{3}');
    expect(screen.queryByText(MSG.usnInvalid)).toBeNull();
    fireEvent.change(input('Semester'), { target: { value: '6' } });
    fireEvent.change(input('Contact number'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // The first request is the PATCH (after it, the registration is read again).
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([path, init.method]).toEqual(['/api/registrations/e1_1RV22CS001', 'PATCH']);
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Asha Rao', usn: '1RV22CS001', semester: '6', contactNo: '98765 43210', email: 'asha@x.edu' });
  });

  it('says what is wrong on submit and sends nothing while a value is refused', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    show(registration({ semester: '3', contactNo: '9876543210' }));
    expect(screen.queryByText(MSG.semesterRange)).toBeNull();
    fireEvent.change(input('Semester'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    expect(screen.getByRole('alert').textContent).toContain(MSG.semesterRange);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Edit Registration: the answers to the event’s questions', () => {
  const questions: Question[] = [
    { id: 'qShirt', label: 'T-shirt size', kind: 'choice', options: ['S', 'M', 'L'], required: true },
    { id: 'qNote', label: 'Anything else?', kind: 'text', options: [], required: false },
  ];
  const answered = () => registration({ semester: '3', contactNo: '9876543210', answers: { qShirt: 'S' }, offerExpiresAt: null });

  it('shows the answers given, editable while the event is upcoming, and sends the changes', async () => {
    const fetch = vi.fn(async () => jsonResponse(answered()));
    vi.stubGlobal('fetch', fetch);
    show(answered(), DEFAULT_USN_PATTERN, { questions });
    expect((screen.getByRole('radio', { name: 'S' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Anything else?' }), { target: { value: 'Vegetarian lunch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Asha Rao', usn: '1RV22CS001', semester: '3', contactNo: '9876543210', email: 'asha@x.edu', answers: { qShirt: 'L', qNote: 'Vegetarian lunch' },
    });
  });

  it("says 'Please answer: <question>' beside a required answer taken away, sending nothing", () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    show(registration({ semester: '3', contactNo: '9876543210', answers: {}, offerExpiresAt: null }), DEFAULT_USN_PATTERN, { questions });
    fireEvent.click(screen.getByRole('button', { name: 'Update Registration' }));
    expect(screen.getByRole('alert').textContent).toContain('Please answer: T-shirt size');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('once the event is over, the answers are no longer asked for', () => {
    show(answered(), DEFAULT_USN_PATTERN, { questions, status: 'past' });
    expect(screen.queryByRole('radiogroup', { name: /T-shirt size/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update Registration' })).toBeTruthy();
  });
});
