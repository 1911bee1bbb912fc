import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { shortName } from '../../domain/format.ts';
import type { Me } from '../../domain/schemas/account.ts';
import { useSession } from '../api/session.ts';
import { ACCOUNT_LABELS, ACCOUNT_PATH, profileEntry, useAccountActions } from './useAccountActions.ts';

/** Signed out: Login and Signup (to student signup), SPEC.md §2. */
export function SignedOutButtons({ onDone }: { onDone?: () => void }) {
  return (
    <>
      <Button component={Link} to="/login" variant="subtle" onClick={onDone}>
        Login
      </Button>
      <Button component={Link} to="/student-signup" onClick={onDone}>
        Signup
      </Button>
    </>
  );
}

/**
 * The user's name, cut to 7 characters plus '...' (SPEC.md §2), opening the account menu
 * (issue 15): My profile (students) or Dashboard (organizers), Account, Log out. The
 * button's accessible name is what it shows; the full name is its description and tooltip.
 * The menu's list is rendered only once opened, so the server and the first render in the
 * browser draw the same button (a fixed id keeps its ARIA attributes alike too).
 */
function AccountMenu({ user, onLogout }: { user: Me; onLogout: () => void }) {
  const profile = profileEntry(user);
  return (
    // No focus placeholder: the first item takes the focus when the menu opens (the WAI-ARIA
    // menu button pattern), and the menu holds nothing but its items.
    <Menu id="account-menu" position="bottom-end" width={200} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="light" title={`Account menu for ${user.name}`} rightSection={<IconChevronDown size={16} aria-hidden />}>
          {shortName(user.name)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {profile.to ? (
          <Menu.Item component={Link} to={profile.to} onClick={profile.onSelect} leftSection={<IconUser size={16} aria-hidden />}>
            {profile.label}
          </Menu.Item>
        ) : (
          <Menu.Item onClick={profile.onSelect} leftSection={<IconUser size={16} aria-hidden />}>
            {profile.label}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={ACCOUNT_PATH} leftSection={<IconSettings size={16} aria-hidden />}>
          {ACCOUNT_LABELS.account}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} aria-hidden />}>
          {ACCOUNT_LABELS.logOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The top bar's account part (wide screens): Login and Signup, or Admin, the account menu and Logout. */
export function AccountButtons() {
  const { user } = useSession();
  const { logout, loggingOut } = useAccountActions();
  if (!user) return <SignedOutButtons />;
  return (
    <>
      {user.admin && (
        <Button component={Link} to="/admin/feedback" variant="subtle">
          Admin
        </Button>
      )}
      <AccountMenu user={user} onLogout={logout} />
      <Button variant="default" loading={loggingOut} onClick={logout}>
        Logout
      </Button>
    </>
  );
}
