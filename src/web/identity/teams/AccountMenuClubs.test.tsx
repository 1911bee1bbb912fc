// The account menu's "Your clubs"; the rest of the menu is tested in src/web/app.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '../../../domain/responses/accounts.ts';
import { inApp, testQueryClient } from '../../../../test/support/web.tsx';
import { AccountButtons } from '../../app/AccountButtons.tsx';

const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };

async function openMenu(user: Me, path = '/about') {
  render(inApp(<AccountButtons />, { client: testQueryClient({ session: user }), path, mantineEnv: 'test' }));
  await screen.findByRole('button', { name: 'Asha Rao', expanded: false });
  fireEvent.click(screen.getByRole('button', { name: 'Asha Rao' }));
  return screen.findByRole('menu');
}

afterEach(cleanup);

describe('the account menu of someone on clubs’ teams', () => {
  it('lists Me and each club with the role under "Your clubs", each to its page', async () => {
    const menu = await openMenu({
      ...student,
      memberships: [
        { organizerId: 'o1', name: 'Robotics Club', role: 'manager' },
        { organizerId: 'o2', name: 'Drama Society', role: 'door' },
      ],
    });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My profile', 'Tickets', 'Involvement', 'Account', 'Me', 'Robotics Club · Manager', 'Drama Society · Door staff', 'Log out']);
    const clubs = within(menu).getByRole('group', { name: 'Your clubs' });
    expect(within(clubs).getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual(['/1RV22CS001/profile', '/o1/dashboard', '/o2/dashboard']);
  });

  it('from a section of one club’s workspace, leads to the same section of each other club, where the role works in it', async () => {
    const menu = await openMenu(
      {
        ...student,
        memberships: [
          { organizerId: 'o1', name: 'Robotics Club', role: 'manager' },
          { organizerId: 'o2', name: 'Drama Society', role: 'door' },
        ],
      },
      '/o1/dashboard/insights',
    );
    const clubs = within(menu).getByRole('group', { name: 'Your clubs' });
    // Door staff work in the events only: the other club opens there.
    expect(within(clubs).getAllByRole('menuitem').map((item) => item.getAttribute('href'))).toEqual(['/1RV22CS001/profile', '/o1/dashboard/insights', '/o2/dashboard']);
  });

  it('has no clubs section for someone on no team', async () => {
    const menu = await openMenu({ ...student, memberships: [] });
    expect(within(menu).queryByRole('group', { name: 'Your clubs' })).toBeNull();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My profile', 'Tickets', 'Involvement', 'Account', 'Log out']);
  });
});
