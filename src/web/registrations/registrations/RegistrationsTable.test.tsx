import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../domain/i18n/i18n.ts';
import type { RegistrationView } from '../../../domain/responses/registrations.ts';
import { RegistrationsTable } from './RegistrationsTable.tsx';
import { plainRegistration } from '../../../../test/support/fixtures.ts';
import { FORMER_PARTICIPANT, STATUS_LABELS } from '../../../domain/registration-status.ts';
import type { ListQuestion } from './manage/answers.tsx';
import type { Decisions } from './manage/useDecisions.ts';

const registration = (overrides: Partial<RegistrationView>): RegistrationView => ({
  id: 'e1_1RV22CS001', eventId: 'e1', name: 'Asha Rao', usn: '1RV22CS001', email: 'asha.rao@students.quad.test', semester: '5',
  contactNo: null, status: 'registered', createdAt: '2026-05-01T10:00:00.000Z', checkedInAt: null, ...plainRegistration, ...overrides,
});

const asha = registration({});
const ravi = registration({ id: 'e1_1RV22CS002', name: 'Ravi Iyer', usn: '1RV22CS002', email: 'ravi@students.quad.test', status: 'waitlisted', semester: '3' });
const meera = registration({ id: 'e1_1RV22CS003', name: 'Meera Nair', usn: '1RV22CS003', email: 'meera@students.quad.test', checkedInAt: '2026-05-04T10:40:00.000Z' });

function show(checkInMode: boolean) {
  const onDelete = vi.fn();
  const onCheckIn = vi.fn();
  render(
    <MantineProvider>
      <I18nextProvider i18n={english}>
        <RegistrationsTable registrations={[asha, ravi, meera]} checkInMode={checkInMode} onDelete={onDelete} onCheckIn={onCheckIn} busyId={null} timeZone="UTC" />
      </I18nextProvider>
    </MantineProvider>,
  );
  return { onDelete, onCheckIn, cards: screen.getByRole('list', { name: 'Registrations' }), table: screen.getByRole('table', { name: 'Registrations' }) };
}

const english = createI18n('en');

afterEach(cleanup);

describe('the registrations of the manage page', () => {
  it('renders a table from 576 px up and cards below it, chosen by CSS (no screen width needed)', () => {
    const { cards, table } = show(false);
    expect(table.closest('.mantine-visible-from-xs')).not.toBeNull();
    expect(table.closest('.mantine-hidden-from-xs')).toBeNull();
    expect(cards.closest('.mantine-hidden-from-xs')).not.toBeNull();
    expect(cards.closest('.mantine-visible-from-xs')).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('gives each registration a card: name, USN, e-mail, semester, status and checked-in state', () => {
    const { cards } = show(false);
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    for (const text of ['Asha Rao', '1RV22CS001', 'asha.rao@students.quad.test', 'Registered']) expect(within(first).getByText(text)).toBeTruthy();
    expect(within(first).getByText('Semester:').parentElement?.textContent).toBe('Semester: 5');
    expect(within(first).getByText('Checked in:').parentElement?.textContent).toBe('Checked in: No');
    expect(within(second).getByText(STATUS_LABELS.waitlisted)).toBeTruthy();
    expect(within(third).getByText('Checked in:').parentElement?.textContent).not.toBe('Checked in: No');
  });

  it("shows a former participant's card without the lines they no longer have", () => {
    const former = registration({ id: 'e1_former-x1', name: FORMER_PARTICIPANT, usn: '', email: '', semester: '', checkedInAt: '2026-05-04T10:40:00.000Z' });
    render(
      <MantineProvider>
        <I18nextProvider i18n={english}>
          <RegistrationsTable registrations={[former]} checkInMode={false} onCheckIn={vi.fn()} busyId={null} timeZone="UTC" />
        </I18nextProvider>
      </MantineProvider>,
    );
    const card = within(screen.getByRole('list', { name: 'Registrations' })).getByRole('listitem');
    expect(within(card).getByText(FORMER_PARTICIPANT)).toBeTruthy();
    for (const label of ['USN:', 'Email:', 'Semester:']) expect(within(card).queryByText(label)).toBeNull();
    expect(within(card).getByText('Checked in:')).toBeTruthy();
  });

  it('shows Delete on every card, and Check in (check-in mode only) for registered students not yet in', () => {
    const off = show(false);
    expect(within(off.cards).queryAllByRole('button', { name: /^Check in / })).toHaveLength(0);
    expect(within(off.cards).getAllByRole('button', { name: /^Delete registration of / })).toHaveLength(3);
    cleanup();

    const { cards, onCheckIn, onDelete } = show(true);
    const checkIns = within(cards).getAllByRole('button', { name: /^Check in / });
    expect(checkIns.map((b) => b.getAttribute('aria-label'))).toEqual(['Check in Asha Rao']);
    fireEvent.click(checkIns[0]!);
    expect(onCheckIn).toHaveBeenCalledWith(asha);
    fireEvent.click(within(cards).getByRole('button', { name: 'Delete registration of Ravi Iyer' }));
    expect(onDelete).toHaveBeenCalledWith(ravi);
  });

  it('says so when there are none', () => {
    render(
      <MantineProvider>
        <I18nextProvider i18n={english}>
          <RegistrationsTable registrations={[]} checkInMode={false} onDelete={() => {}} onCheckIn={() => {}} busyId={null} timeZone="UTC" />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(screen.getByText('No registrations found.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

/** Choice boxes and decisions as the manage page hands them to the list, with every call recorded. */
function decisionsStub(chosen: string[] = []): Decisions {
  return {
    chosen, pendingCount: 2, isChosen: (id) => chosen.includes(id), choose: vi.fn(), chooseAll: vi.fn(), decide: vi.fn(), decideChosen: vi.fn(),
    busyId: null, busyBulk: null, outcome: null,
  };
}

const questions: ListQuestion[] = [
  { id: 'q_size', label: 'T-shirt size', kind: 'choice', options: ['S', 'M', 'L'], required: true },
  { id: 'q_diet', label: 'Dietary needs', kind: 'multi', options: ['Vegan', 'No nuts'], required: false },
  { id: 'q_consent', label: 'I agree to be photographed', kind: 'checkbox', options: [], required: true },
  { id: 'q_old', label: 'Laptop brand', kind: 'text', options: [], required: false, removed: true },
];
const kiran = registration({
  id: 'e1_1RV22CS004', name: 'Kiran Shah', usn: '1RV22CS004', email: 'kiran@students.quad.test', status: 'pending',
  answers: { q_size: 'M', q_diet: ['Vegan', 'No nuts'], q_consent: true, q_old: 'ThinkPad' },
});
const divya = registration({ id: 'e1_1RV22CS005', name: 'Divya Menon', usn: '1RV22CS005', email: 'divya@students.quad.test', status: 'pending', answers: { q_size: 'S', q_consent: false } });
const omar = registration({ id: 'e1_1RV22CS006', name: 'Omar Khan', usn: '1RV22CS006', email: 'omar@students.quad.test', status: 'offered', offerExpiresAt: '2026-11-25T13:00:00.000Z' });

function showDepth(decisions?: Decisions, timeZone = 'Asia/Kolkata', i18n = english) {
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <RegistrationsTable registrations={[kiran, divya, omar, asha]} checkInMode={false} onDelete={vi.fn()} onCheckIn={vi.fn()} busyId={null} timeZone={timeZone} questions={questions} decisions={decisions} />
      </I18nextProvider>
    </MantineProvider>,
  );
  const name = i18n.t('run.list.label');
  return { cards: screen.getByRole('list', { name }), table: screen.getByRole('table', { name }) };
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('cell', { name }).closest('tr') as HTMLElement;
const cardOf = (cards: HTMLElement, name: string) => within(cards).getByText(name).closest('li') as HTMLElement;

describe('answers, statuses and decisions in the list', () => {
  it('gives each question a column headed by its label, a removed one marked, with the answers as text', () => {
    const { table } = showDepth();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'USN', 'Email', 'Semester', 'T-shirt size', 'Dietary needs', 'I agree to be photographed', 'Laptop brand (removed)', 'Status', 'Checked in', 'Delete']);
    const cells = within(rowOf(table, 'Kiran Shah')).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(4, 8)).toEqual(['M', 'Vegan; No nuts', 'Yes', 'ThinkPad']);
    expect(within(rowOf(table, 'Divya Menon')).getAllByRole('cell').map((c) => c.textContent).slice(4, 8)).toEqual(['S', '', 'No', '']);
  });

  it('writes the answers on a phone’s card as "Question: answer" lines, leaving out those not answered', () => {
    const { cards } = showDepth();
    const card = cardOf(cards, 'Kiran Shah');
    expect(within(card).getByText('T-shirt size:').parentElement?.textContent).toBe('T-shirt size: M');
    expect(within(card).getByText('Dietary needs:').parentElement?.textContent).toBe('Dietary needs: Vegan; No nuts');
    expect(within(card).getByText('I agree to be photographed:').parentElement?.textContent).toBe('I agree to be photographed: Yes');
    expect(within(card).getByText('Laptop brand (removed):').parentElement?.textContent).toBe('Laptop brand (removed): ThinkPad');
    expect(within(cardOf(cards, 'Divya Menon')).queryByText('Dietary needs:')).toBeNull();
  });

  it('shows each status in words, and an offer’s deadline in the campus zone', () => {
    const { table, cards } = showDepth();
    expect(within(rowOf(table, 'Kiran Shah')).getByText(STATUS_LABELS.pending)).toBeTruthy();
    expect(within(rowOf(table, 'Asha Rao')).getByText(STATUS_LABELS.registered)).toBeTruthy();
    const offered = rowOf(table, 'Omar Khan');
    expect(within(offered).getByText(STATUS_LABELS.offered)).toBeTruthy();
    expect(within(offered).getByText('Confirm by Wed 25 Nov 2026, 6:30 PM IST')).toBeTruthy();
    expect(within(cardOf(cards, 'Omar Khan')).getByText('Confirm by Wed 25 Nov 2026, 6:30 PM IST')).toBeTruthy();
  });

  it('gives pending rows a choice box, Approve and Decline named after the student; no others', () => {
    const decisions = decisionsStub(['e1_1RV22CS005']);
    const { table, cards } = showDepth(decisions);
    for (const where of [table, cards]) {
      expect(within(where).getAllByRole('checkbox').map((c) => c.getAttribute('aria-label'))).toEqual(['Select Kiran Shah', 'Select Divya Menon']);
      expect(within(where).getAllByRole('button', { name: /^Approve / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Approve Kiran Shah', 'Approve Divya Menon']);
      expect(within(where).getAllByRole('button', { name: /^Decline / })).toHaveLength(2);
      expect((within(where).getByRole('checkbox', { name: 'Select Divya Menon' }) as HTMLInputElement).checked).toBe(true);
      expect((within(where).getByRole('checkbox', { name: 'Select Kiran Shah' }) as HTMLInputElement).checked).toBe(false);
    }
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Select');

    fireEvent.click(within(table).getByRole('button', { name: 'Approve Kiran Shah' }));
    expect(decisions.decide).toHaveBeenCalledWith(kiran, 'approve');
    fireEvent.click(within(cards).getByRole('button', { name: 'Decline Divya Menon' }));
    expect(decisions.decide).toHaveBeenCalledWith(divya, 'decline');
    fireEvent.click(within(cards).getByRole('checkbox', { name: 'Select Kiran Shah' }));
    expect(decisions.choose).toHaveBeenCalledWith(kiran.id, true);
  });

  it('has no choice column and no decisions when nothing is pending, or when the list decides nothing', () => {
    const { table } = showDepth();
    expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(table).queryAllByRole('button', { name: /^Approve / })).toHaveLength(0);
  });

  it('speaks Hindi: the headings, statuses, yes/no answers, the offer’s deadline and the buttons', () => {
    const { table } = showDepth(decisionsStub(), 'Asia/Kolkata', createI18n('hi'));
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['नाम', 'सेमेस्टर', 'Laptop brand (हटाया गया)', 'चेक इन', 'फ़ैसला']));
    expect(within(rowOf(table, 'Kiran Shah')).getByText('मंज़ूरी बाकी')).toBeTruthy();
    expect(within(rowOf(table, 'Kiran Shah')).getByRole('cell', { name: 'हाँ' })).toBeTruthy();
    // Divya's consent and her checked-in cell: both 'no'.
    expect(within(rowOf(table, 'Divya Menon')).getAllByRole('cell', { name: 'नहीं' })).toHaveLength(2);
    expect(within(rowOf(table, 'Omar Khan')).getByText(/तक पक्की करें$/)).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Kiran Shah को मंज़ूर करें' })).toBeTruthy();
  });
});
