// Its own file: the account menu is a lazy chunk, still to load only in a fresh module graph.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Me } from '../../domain/responses/accounts.ts';
import { inApp, testQueryClient } from '../../../test/support/web.tsx';
import { AccountButtons } from './AccountButtons.tsx';

const organizer: Me = { id: 'o1', name: 'Robotics Society', email: 'club@x.edu', role: 'organizer', organizerId: 'o1', profileComplete: true };

afterEach(cleanup);

describe('the account menu before its code has arrived', () => {
  it('keeps a click on the stand-in button and opens the menu once the code is there', async () => {
    render(inApp(<AccountButtons />, { client: testQueryClient({ session: organizer }), path: '/about', mantineEnv: 'test' }));
    // The first render shows the stand-in: a click there is not lost.
    const standIn = screen.getByRole('button', { name: 'Robotics Society' });
    expect(standIn.textContent).toBe('Robotic...');
    fireEvent.click(standIn);
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Account' })).toBeTruthy();
    // The menu's own button too: the whole name for a screen reader, cut on the screen by grapheme.
    expect(screen.getByRole('button', { name: 'Robotics Society' }).textContent).toBe('Robotic...');
  });

  it('names the button with the whole name, and never shows half an emoji', () => {
    const emoji: Me = { ...organizer, name: 'Priya 🔥 Raman' };
    render(inApp(<AccountButtons />, { client: testQueryClient({ session: emoji }), path: '/about', mantineEnv: 'test' }));
    expect(screen.getByRole('button', { name: 'Priya 🔥 Raman' }).textContent).toBe('Priya 🔥...');
  });
});
