import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../../domain/events.ts';
import type { Me } from '../../../../domain/responses/accounts.ts';
import { addDays, campusDate } from '../../../../domain/time.ts';
import { firstComeEvent } from '../../../../../test/support/fixtures.ts';
import { jsonResponse, renderInApp, testConfig, testQueryClient } from '../../../../../test/support/web.tsx';
import { eventKeys } from '../api.ts';
import { EditEventPage } from '../EditEventPage.tsx';
import { QUESTION_FIELDS } from './QuestionCard.tsx';
import { REGISTRATION_FIELDS as F } from './RegistrationSettings.tsx';

const timeZone = 'Asia/Kolkata';
const organizer: Me = { id: 'o1', name: 'Placement Cell', email: 'placements@x.edu', role: 'organizer', organizerId: 'o1', profileComplete: true };
const today = campusDate(new Date(), timeZone);
const day = addDays(today, 12);

/** A 40-seat company visit needing approval, with a consent checkbox; registration opens in two days at 09:00 campus time. */
const visit = (changes: Partial<EventView> = {}): EventView => ({
  id: 'e1', name: 'Company visit', date: day, time: '10:00', startsAt: `${day}T04:30:00.000Z`, venue: 'Main gate', description: 'A visit to the plant.',
  type: 'Club Event', capacity: 40, registrations: 0, waitlisted: 0, imageUrl: null, cardImageUrl: null, organizer: { id: 'o1', name: 'Placement Cell' },
  tags: [], seriesId: null, status: 'upcoming', ...firstComeEvent,
  questions: [
    { id: 'q1', label: 'T-shirt size', kind: 'choice', options: ['S', 'M', 'L'], required: true },
    { id: 'q2', label: 'I agree to the safety rules', kind: 'checkbox', options: [], required: true },
    { id: 'q3', label: 'Dietary needs', kind: 'text', options: [], required: false },
  ],
  approval: true,
  registrationOpensAt: `${addDays(today, 2)}T03:30:00.000Z`,
  claimHours: 12,
  ...changes,
});


/** The server: the PATCH bodies sent are kept; GET /api/config answers the campus zone. */
function stubServer() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      if (init.method === 'PATCH') {
        sent.push(JSON.parse(init.body as string));
        return jsonResponse(visit());
      }
      if (path === '/api/config') return jsonResponse(testConfig({ timeZone }));
      return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    }),
  );
  return sent;
}

function show(e: EventView, configRead = true) {
  renderInApp(<EditEventPage />, {
    client: testQueryClient({ session: organizer, config: configRead ? testConfig({ timeZone }) : null, queries: [[eventKeys.one(e.id), e]] }),
    path: `/edit-event/${e.id}`,
    route: '/edit-event/:eventId',
  });
}

const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`);
const field = (label: string) => screen.getByLabelText(labelled(label)) as HTMLInputElement;
const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });
const inQuestion = (n: number, label: string) => within(question(n)).getByLabelText(labelled(label)) as HTMLInputElement;
const required = (n: number) => within(question(n)).getByRole('switch', { name: QUESTION_FIELDS.required }) as HTMLInputElement;
const update = () => fireEvent.click(screen.getByRole('button', { name: 'Update Event' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the edit form: registration settings as the event has them', { timeout: 30_000 }, () => {
  it('opens with its questions, approval, window in campus time and claim window', () => {
    stubServer();
    show(visit());
    expect([1, 2, 3].map((n) => inQuestion(n, QUESTION_FIELDS.label).value)).toEqual(['T-shirt size', 'I agree to the safety rules', 'Dietary needs']);
    expect([1, 2, 3].map((n) => inQuestion(n, QUESTION_FIELDS.kind).value)).toEqual(['choice', 'checkbox', 'text']);
    expect(inQuestion(1, QUESTION_FIELDS.options).value).toBe('S\nM\nL');
    expect([1, 2, 3].map((n) => required(n).checked)).toEqual([true, true, false]);
    expect((screen.getByRole('switch', { name: F.approval }) as HTMLInputElement).checked).toBe(true);
    expect(field(F.opens).value).toBe(`${addDays(today, 2)}T09:00`);
    expect(field(F.closes).value).toBe('');
    expect(field(F.claimHours).value).toBe('12');
    expect((screen.getByRole('radio', { name: F.firstCome }) as HTMLInputElement).checked).toBe(true);
  });

  it('sends the questions back with their ids, in the new order, without the removed one, a new one without id', async () => {
    const sent = stubServer();
    show(visit());
    fireEvent.click(screen.getByRole('button', { name: 'Move "I agree to the safety rules" up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove "Dietary needs"' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.change(inQuestion(3, QUESTION_FIELDS.label), { target: { value: 'Branch' } });
    fireEvent.change(inQuestion(2, QUESTION_FIELDS.label), { target: { value: 'Shirt size' } });
    update();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.questions).toEqual([
      { id: 'q2', label: 'I agree to the safety rules', kind: 'checkbox', required: true, sensitive: false },
      { id: 'q1', label: 'Shirt size', kind: 'choice', options: ['S', 'M', 'L'], required: true, sensitive: false },
      { label: 'Branch', kind: 'text', required: false, sensitive: false },
    ]);
    expect(sent[0]).toMatchObject({
      approval: true, registrationOpensAt: `${addDays(today, 2)}T03:30:00.000Z`, registrationClosesAt: null, claimHours: 12, allocation: 'first-come', drawAt: null,
    });
  });

  it('clears an optional setting with null', async () => {
    const sent = stubServer();
    show(visit());
    fireEvent.change(field(F.opens), { target: { value: '' } });
    fireEvent.change(field(F.claimHours), { target: { value: '' } });
    fireEvent.click(screen.getByRole('switch', { name: F.approval }));
    update();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ approval: false, registrationOpensAt: null, claimHours: null });
  });

  it('opens a lottery with its draw time in campus time', async () => {
    const sent = stubServer();
    show(visit({ approval: false, allocation: 'lottery', drawAt: `${addDays(day, -2)}T12:30:00.000Z` }));
    expect((screen.getByRole('radio', { name: F.lottery }) as HTMLInputElement).checked).toBe(true);
    expect(field(F.drawAt).value).toBe(`${addDays(day, -2)}T18:00`);
    update();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ allocation: 'lottery', drawAt: `${addDays(day, -2)}T12:30:00.000Z` });
  });

  it('waits for the campus zone before showing the times', async () => {
    stubServer();
    show(visit(), false);
    expect(await screen.findByLabelText(labelled(F.opens))).toBeTruthy();
    expect(field(F.opens).value).toBe(`${addDays(today, 2)}T09:00`);
  });
});
