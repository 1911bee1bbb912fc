import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../../domain/messages.ts';
import { addDays, campusDate } from '../../../../domain/time.ts';
import type { Me } from '../../../../domain/responses/accounts.ts';
import { jsonResponse, renderInApp, testConfig, testQueryClient } from '../../../../../test/support/web.tsx';
import { CreateEventPage } from '../CreateEventPage.tsx';
import { EventForm, type EventFormValues, type EventSaveValues } from '../EventForm.tsx';
import { REGISTRATION_FIELDS as F } from './RegistrationSettings.tsx';

// The campus is in India (UTC+5:30): what the organizer types is campus time.
const timeZone = 'Asia/Kolkata';
const today = campusDate(new Date(), timeZone);
const day = addDays(today, 12);
const filled: EventFormValues = {
  name: 'Fest pass', date: day, time: '18:00', venue: 'Open air theatre', description: 'The fest, all three nights.', type: 'Fest', capacity: '500', tags: [],
};

function show() {
  const onSubmit = vi.fn<(values: EventSaveValues, image: File | null) => void>();
  renderInApp(<EventForm initialValues={filled} submitLabel="Create Event" busy={false} done={false} problem={null} onSubmit={onSubmit} />, {
    client: testQueryClient({ config: testConfig({ timeZone }) }),
  });
  return onSubmit;
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement;
const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
const sent = (onSubmit: ReturnType<typeof show>) => onSubmit.mock.calls.at(-1)![0];
const lottery = () => fireEvent.click(screen.getByRole('radio', { name: F.lottery }));
const approval = () => screen.getByRole('switch', { name: F.approval }) as HTMLInputElement;
/** The field's error, as its aria-describedby names it. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error')).map((id) => document.getElementById(id)?.textContent)[0] ?? null;

afterEach(cleanup);

describe('the event form: registration settings', { timeout: 30_000 }, () => {
  it('sends first come, first served, no approval, no window and no claim window unless set', () => {
    const onSubmit = show();
    expect(screen.getByRole('radiogroup', { name: F.allocation })).toBeTruthy();
    expect((screen.getByRole('radio', { name: F.firstCome }) as HTMLInputElement).checked).toBe(true);
    expect(approval().checked).toBe(false);
    expect(screen.queryByLabelText(/^Draw time/)).toBeNull();
    expect(screen.getByText(/When a seat frees up, the next student on the waitlist has this long to confirm it/)).toBeTruthy();
    submit();
    expect(sent(onSubmit)).toMatchObject({
      questions: [], approval: false, registrationOpensAt: null, registrationClosesAt: null, claimHours: null, allocation: 'first-come', drawAt: null,
    });
  });

  it('sends approval, the window in campus time as instants, and the claim window', () => {
    const onSubmit = show();
    fireEvent.click(approval());
    change(F.opens, `${addDays(today, 2)}T09:00`);
    change(F.closes, `${addDays(today, 10)}T23:30`);
    change(F.claimHours, '12');
    expect(screen.getAllByText(/Campus time \(Asia\/Kolkata\)\./).length).toBeGreaterThan(0);
    submit();
    expect(sent(onSubmit)).toMatchObject({
      approval: true,
      registrationOpensAt: `${addDays(today, 2)}T03:30:00.000Z`,
      registrationClosesAt: `${addDays(today, 10)}T18:00:00.000Z`,
      claimHours: 12,
      allocation: 'first-come',
      drawAt: null,
    });
  });

  it('sends self check-in off unless ticked, and on when it is', () => {
    const onSubmit = show();
    const box = screen.getByRole('checkbox', { name: F.selfCheckIn }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    submit();
    expect(sent(onSubmit)).toMatchObject({ selfCheckIn: false });
    fireEvent.click(box);
    submit();
    expect(sent(onSubmit)).toMatchObject({ selfCheckIn: true });
  });

  it('needs a draw time for a lottery, beside the field, and sends it', () => {
    const onSubmit = show();
    lottery();
    const drawAt = field(F.drawAt);
    expect(drawAt.required).toBe(true);
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain(MSG.drawAtRequired);
    expect(drawAt.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(drawAt)).toBe(MSG.drawAtRequired);
    change(F.drawAt, `${addDays(today, 11)}T20:00`);
    submit();
    expect(sent(onSubmit)).toMatchObject({ allocation: 'lottery', drawAt: `${addDays(today, 11)}T14:30:00.000Z` });
  });

  it('refuses a draw after the start, and a lottery with approval, each beside its field', () => {
    const onSubmit = show();
    lottery();
    change(F.drawAt, `${addDays(day, 1)}T10:00`);
    submit();
    expect(errorOf(field(F.drawAt))).toBe(MSG.drawAfterStart);
    change(F.drawAt, `${day}T17:00`);
    fireEvent.click(approval());
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(screen.getByRole('alert')).getByText(MSG.approvalWithLottery)).toBeTruthy();
    expect(errorOf(approval())).toBe(MSG.approvalWithLottery);
    fireEvent.click(approval());
    submit();
    expect(sent(onSubmit)).toMatchObject({ approval: false, allocation: 'lottery', drawAt: `${day}T11:30:00.000Z` });
  });

  it('clears the draw time when set back to first come, first served', () => {
    const onSubmit = show();
    lottery();
    change(F.drawAt, `${addDays(today, 11)}T20:00`);
    fireEvent.click(screen.getByRole('radio', { name: F.firstCome }));
    expect(screen.queryByLabelText(/^Draw time/)).toBeNull();
    submit();
    expect(sent(onSubmit)).toMatchObject({ allocation: 'first-come', drawAt: null });
  });

  it('refuses a window that closes before it opens, beside the closing time', () => {
    const onSubmit = show();
    change(F.opens, `${addDays(today, 5)}T09:00`);
    change(F.closes, `${addDays(today, 4)}T09:00`);
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf(field(F.closes))).toBe(MSG.windowOrder);
  });

  it('refuses a claim window out of 1 to 168 hours with the catalogue message', () => {
    const onSubmit = show();
    for (const value of ['0', '169']) {
      change(F.claimHours, value);
      submit();
      expect(errorOf(field(F.claimHours))).toBe(MSG.claimHoursRange);
      // Nothing was changed behind the organizer's back.
      expect(field(F.claimHours).value).toBe(value);
    }
    expect(onSubmit).not.toHaveBeenCalled();
    change(F.claimHours, '168');
    submit();
    expect(sent(onSubmit).claimHours).toBe(168);
  });
});

describe("the create page: the server's problems beside the fields", { timeout: 30_000 }, () => {
  const organizer: Me = { id: 'o1', name: 'Fest Team', email: 'fest@x.edu', role: 'organizer', organizerId: 'o1', profileComplete: true };
  afterEach(() => vi.unstubAllGlobals());

  it("shows a 400's message as the headline and its fields beside the draw time and the question's options", async () => {
    const fields = { drawAt: 'The draw must be before the event starts.', 'questions.0.options.1': 'Give a choice question two or more different options' };
    const fetch = vi.fn(async () => jsonResponse({ error: { code: 'VALIDATION', message: fields.drawAt, fields } }, 400));
    vi.stubGlobal('fetch', fetch);
    renderInApp(<CreateEventPage />, {
      client: testQueryClient({ session: organizer, config: testConfig({ timeZone }) }),
      path: '/o1/create-event',
      route: '/:organizerName/create-event',
    });
    for (const [label, value] of Object.entries({ 'Event name': 'Fest pass', Date: day, Time: '18:00', Venue: 'Open air theatre', Description: 'Three nights.' })) change(label, value);
    fireEvent.change(screen.getByLabelText(/^Type/), { target: { value: 'Fest' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    change('Question', 'Night');
    fireEvent.change(screen.getByLabelText(/^Kind of answer/), { target: { value: 'choice' } });
    change('Options', 'Friday\nSaturday');
    lottery();
    change(F.drawAt, `${addDays(today, 11)}T20:00`);
    submit();
    // The form also reads the campus's lists (learning outcomes); the event is sent once.
    const sent = () => fetch.mock.calls.filter((call: unknown[]) => (call[1] as RequestInit | undefined)?.method === 'POST');
    await waitFor(() => expect(sent()).toHaveLength(1));
    await waitFor(() => expect(errorOf(field(F.drawAt))).toBe(fields.drawAt));
    expect(screen.getByRole('alert').textContent).toContain(fields.drawAt);
    expect(errorOf(field('Options'))).toBe(fields['questions.0.options.1']);
    // Changed, the field's error goes; the other stays until its field is changed.
    change(F.drawAt, `${addDays(today, 10)}T20:00`);
    expect(field(F.drawAt).getAttribute('aria-invalid')).not.toBe('true');
    expect(field('Options').getAttribute('aria-invalid')).toBe('true');
  });
});
