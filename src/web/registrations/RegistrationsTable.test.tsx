import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationView } from '../../domain/responses/registrations.ts';
import { RegistrationsTable } from './RegistrationsTable.tsx';
import { plainRegistration } from '../../../test/support/fixtures.ts';

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
      <RegistrationsTable registrations={[asha, ravi, meera]} checkInMode={checkInMode} onDelete={onDelete} onCheckIn={onCheckIn} busyId={null} />
    </MantineProvider>,
  );
  return { onDelete, onCheckIn, cards: screen.getByRole('list', { name: 'Registrations' }), table: screen.getByRole('table', { name: 'Registrations' }) };
}

afterEach(cleanup);

describe('the registrations of the manage page (issue 15)', () => {
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
    expect(within(second).getByText('Waitlisted')).toBeTruthy();
    expect(within(third).getByText('Checked in:').parentElement?.textContent).not.toBe('Checked in: No');
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
        <RegistrationsTable registrations={[]} checkInMode={false} onDelete={() => {}} onCheckIn={() => {}} busyId={null} />
      </MantineProvider>,
    );
    expect(screen.getByText('No registrations found.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
