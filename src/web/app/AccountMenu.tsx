import { Menu } from '@mantine/core';
import { IconBuilding, IconHistory, IconLogout, IconMail, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Me } from '../../domain/schemas/account.ts';
import { AccountNameButton } from './AccountNameButton.tsx';
import { ACCOUNT_LABELS, ACCOUNT_PATH, AUDIT_PATH, MAIL_STATUS_PATH, profileEntry, VENUES_PATH } from './useAccountActions.ts';

/**
 * The user's name, cut to 7 characters plus '...' (SPEC.md §2), opening the account menu
 * (issue 15): My profile (students) or Dashboard (organizers), Account, Mail status, Venues and Audit log
 * (admins only, like the top bar's Admin link), Log out. The button's accessible name is what it
 * shows; the full name is its description and tooltip.
 * The menu's list is rendered only once opened, so the server and the first render in the
 * browser draw the same button (a fixed id keeps its ARIA attributes alike too).
 */
export default function AccountMenu({ user, onLogout, defaultOpened = false }: { user: Me; onLogout: () => void; defaultOpened?: boolean }) {
  const profile = profileEntry(user);
  return (
    // No focus placeholder: the first item takes the focus when the menu opens (the WAI-ARIA
    // menu button pattern), and the menu holds nothing but its items.
    // Opened at once when its stand-in was clicked before this code arrived (AccountButtons.tsx).
    <Menu id="account-menu" position="bottom-end" width={200} shadow="md" withInitialFocusPlaceholder={false} defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountNameButton user={user} />
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
        {user.admin && (
          <>
            <Menu.Item component={Link} to={MAIL_STATUS_PATH} leftSection={<IconMail size={16} aria-hidden />}>
              {ACCOUNT_LABELS.mailStatus}
            </Menu.Item>
            <Menu.Item component={Link} to={VENUES_PATH} leftSection={<IconBuilding size={16} aria-hidden />}>
              {ACCOUNT_LABELS.venues}
            </Menu.Item>
            <Menu.Item component={Link} to={AUDIT_PATH} leftSection={<IconHistory size={16} aria-hidden />}>
              {ACCOUNT_LABELS.audit}
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} aria-hidden />}>
          {ACCOUNT_LABELS.logOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
