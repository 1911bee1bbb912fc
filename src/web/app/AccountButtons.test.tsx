import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../domain/responses/accounts.ts';
import { inApp, testConfig, testQueryClient } from '../../../test/support/web.tsx';
import { AccountButtons } from './AccountButtons.tsx';
import MobileMenu from './MobileMenu.tsx';

const student: Me = { id: 's1', name: 'Asha Rao', email: 'asha@x.edu', role: 'student', usn: '1RV22CS001', semester: '3', phone: '9876543210', profileComplete: true };
const organizer: Me = { id: 'o1', name: 'Robotics Society', email: 'club@x.edu', role: 'organizer', organizerId: 'o1', profileComplete: true };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const tree = (user: Me | null, node: ReactNode, env?: 'test') =>
  inApp(
    <>
      {node}
      <Where />
    </>,
    { client: testQueryClient({ session: user }), path: '/about', mantineEnv: env },
  );

/** Rendered, with the account menu loaded (it is a lazy chunk: AccountMenu.tsx). */
async function show(user: Me | null, node: ReactNode = <AccountButtons />) {
  const result = render(tree(user, node, 'test'));
  if (user && node && (node as { type?: unknown }).type === AccountButtons) await screen.findByRole('button', { name: user.name, expanded: false });
  return result;
}
const where = () => screen.getByTestId('where').textContent;

/** Clicks the name and waits for the menu: the click may land on the stand-in, which opens the menu once its code arrives. */
async function openAccountMenu(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the account menu in the top bar', () => {
  it('shows the name cut to 7 characters, and names the button with the whole name for a screen reader', async () => {
    await show(student);
    const button = screen.getByRole('button', { name: 'Asha Rao' });
    expect(button.textContent).toBe('Asha Ra...');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('title')).toBe('Account menu for Asha Rao');
    // SPEC.md §2's Logout button stays beside it.
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('offers a student My profile, Tickets, Involvement, Account and Log out', async () => {
    await show(student);
    const menu = await openAccountMenu('Asha Rao');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My profile', 'Tickets', 'Involvement', 'Account', 'Log out']);
    expect(items[0]!.getAttribute('href')).toBe('/1RV22CS001/profile');
    expect(items[1]!.getAttribute('href')).toBe('/tickets');
    expect(items[2]!.getAttribute('href')).toBe('/involvement');
    expect(items[3]!.getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).toBeNull();
  });

  it('closes on Escape pressed on the name, before the focus has moved into the menu', async () => {
    await show(student);
    await openAccountMenu('Asha Rao');
    const name = screen.getByRole('button', { name: 'Asha Rao' });
    fireEvent.keyDown(name, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(name.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers an organizer Dashboard, Account and Log out', async () => {
    await show(organizer);
    const items = within(await openAccountMenu('Robotics Society')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Dashboard', 'Account', 'Log out']);
    expect(items[0]!.getAttribute('href')).toBe('/o1/dashboard');
  });

  it('offers an admin Mail status, Venues and Audit log in the menu, beside the Admin link; nobody else', async () => {
    await show({ ...student, admin: true });
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin/feedback');
    const items = within(await openAccountMenu('Asha Rao')).getAllByRole('menuitem');
    // Approvals only where the campus approves events (EVENT_APPROVAL=required; the test campus does not).
    expect(items.map((item) => item.textContent)).toEqual(['My profile', 'Tickets', 'Involvement', 'Account', 'Mail status', 'Venues', 'Audit log', 'Learning outcomes', 'Data retention', 'Log out']);
    expect(items[4]!.getAttribute('href')).toBe('/admin/status');
    expect(items[5]!.getAttribute('href')).toBe('/admin/venues');
    expect(items[6]!.getAttribute('href')).toBe('/admin/audit');
    expect(items[7]!.getAttribute('href')).toBe('/admin/outcomes');
    cleanup();

    await show(student);
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    await openAccountMenu('Asha Rao');
    expect(screen.queryByRole('menuitem', { name: 'Mail status' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Venues' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Audit log' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Learning outcomes' })).toBeNull();
  });

  it('offers an admin Approvals where the campus approves events', async () => {
    render(inApp(<AccountButtons />, { client: testQueryClient({ session: { ...student, admin: true }, config: testConfig({ eventApproval: true }) }), path: '/about', mantineEnv: 'test' }));
    await screen.findByRole('button', { name: 'Asha Rao', expanded: false });
    const items = within(await openAccountMenu('Asha Rao')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My profile', 'Tickets', 'Involvement', 'Account', 'Mail status', 'Venues', 'Approvals', 'Audit log', 'Learning outcomes', 'Data retention', 'Log out']);
    expect(items[6]!.getAttribute('href')).toBe('/admin/events');
  });

  it('leads an incomplete profile to /complete-profile', async () => {
    await show({ ...student, usn: null, profileComplete: false });
    await openAccountMenu('Asha Rao');
    expect(screen.getByRole('menuitem', { name: 'My profile' }).getAttribute('href')).toBe('/complete-profile');
  });

  it('goes to the chosen page', async () => {
    await show(student);
    await openAccountMenu('Asha Rao');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Account' }));
    await waitFor(() => expect(where()).toBe('/account'));
  });

  it('logs out from the menu and returns home', async () => {
    const fetch = vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    await show(student);
    await openAccountMenu('Asha Rao');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(where()).toBe('/'));
    expect(fetch).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy());
  });

  it('shows Login and Signup to a visitor', async () => {
    await show(null);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Signup' }).getAttribute('href')).toBe('/student-signup');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('renders on the server exactly as the browser hydrates it', async () => {
    const html = renderToString(tree(student, <AccountButtons />));
    expect(html).toContain('Asha Ra...');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args));
    await act(async () => {
      hydrateRoot(container, tree(student, <AccountButtons />), { onRecoverableError: (error) => void problems.push(error) });
    });
    consoleError.mockRestore();
    expect(problems).toEqual([]);
    expect(within(container).getByRole('button', { name: 'Asha Rao' }).textContent).toBe('Asha Ra...');
    container.remove();
  });
});

describe("the phone's menu", () => {
  it('lists the same entries under the main links', async () => {
    await show(student, <MobileMenu opened onClose={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const account = within(nav).getByRole('group', { name: 'Signed in as Asha Rao' });
    expect(within(account).getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/1RV22CS001/profile');
    expect(within(account).getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/tickets');
    expect(within(account).getByRole('link', { name: 'Involvement' }).getAttribute('href')).toBe('/involvement');
    expect(within(account).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(within(account).getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('lists Admin, Mail status, Venues and Audit log for an admin only', async () => {
    await show({ ...student, admin: true }, <MobileMenu opened onClose={() => {}} />);
    const account = screen.getByRole('group', { name: 'Signed in as Asha Rao' });
    expect(within(account).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin/feedback');
    expect(within(account).getByRole('link', { name: 'Mail status' }).getAttribute('href')).toBe('/admin/status');
    expect(within(account).getByRole('link', { name: 'Venues' }).getAttribute('href')).toBe('/admin/venues');
    expect(within(account).getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/admin/audit');
    cleanup();

    await show(student, <MobileMenu opened onClose={() => {}} />);
    expect(screen.queryByRole('link', { name: 'Mail status' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Venues' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });

  it('lists Dashboard for an organizer', async () => {
    await show(organizer, <MobileMenu opened onClose={() => {}} />);
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/o1/dashboard');
    expect(screen.queryByRole('link', { name: 'My profile' })).toBeNull();
  });

  it('logs out and closes itself', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { headers: { 'content-type': 'application/json' } })));
    const onClose = vi.fn();
    await show(student, <MobileMenu opened onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('offers Login and Signup to a visitor', async () => {
    await show(null, <MobileMenu opened onClose={() => {}} />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Signup' })).toBeTruthy();
  });
});
