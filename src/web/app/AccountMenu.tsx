import { Menu } from '@mantine/core';
import { IconBuilding, IconCalendarCheck, IconHistory, IconLogout, IconMail, IconSettings, IconShieldLock, IconTargetArrow, IconTicket, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePublicConfig } from '../infrastructure/api/config.ts';
import type { Me } from '../../domain/schemas/account.ts';
import { AccountNameButton } from './AccountNameButton.tsx';
import { clubEntries, CLUBS_LABELS } from './club-entries.ts';
import { ACCOUNT_LABELS, ACCOUNT_PATH, APPROVALS_PATH, AUDIT_PATH, INVOLVEMENT_PATH, MAIL_STATUS_PATH, OUTCOMES_PATH, RETENTION_PATH, profileEntry, type ProfileEntry, TICKETS_PATH, VENUES_PATH } from './useAccountActions.ts';
import { mayHaveRegistrations } from '../../domain/policy/registrations.ts';
import { useTranslation } from 'react-i18next';

/** The person's own page as a menu item (a link, or only its notice for a role Quad does not know). */
function ProfileItem({ entry, label }: { entry: ProfileEntry; label: string }) {
  const icon = <IconUser size={16} aria-hidden />;
  return entry.to ? (
    <Menu.Item component={Link} to={entry.to} onClick={entry.onSelect} leftSection={icon}>
      {label}
    </Menu.Item>
  ) : (
    <Menu.Item onClick={entry.onSelect} leftSection={icon}>
      {label}
    </Menu.Item>
  );
}

/**
 * The user's name, cut to 7 characters plus '...' (SPEC.md §2), opening the account menu
 *: My profile, Tickets and Involvement (students) or Dashboard (organizers), Account, Mail status, Venues,
 * Approvals and Audit log (admins only, like the top bar's Admin link), then, for someone on clubs' teams, "Your clubs"
 * (Me, then each club with the role, switching between their own page and the clubs
 * they serve), Log out. The button's accessible name is the whole name (a screen reader
 * hears it, not the cut), which its tooltip shows too.
 * The menu's list is rendered only once opened, so the server and the first render in the
 * browser draw the same button (a fixed id keeps its ARIA attributes alike too).
 */
export default function AccountMenu({ user, onLogout, defaultOpened = false }: { user: Me; onLogout: () => void; defaultOpened?: boolean }) {
  const profile = profileEntry(user);
  // From a section of a club's workspace, each club's entry opens the same section.
  const clubs = clubEntries(user, useLocation().pathname);
  // The approval queue only where the campus approves events (EVENT_APPROVAL=required).
  const approvals = Boolean(usePublicConfig().data?.eventApproval);
  const clubsLabelId = useId();
  const { t } = useTranslation();
  const [opened, setOpened] = useState(defaultOpened);
  return (
    // No focus placeholder: the first item takes the focus when the menu opens (the WAI-ARIA
    // menu button pattern), and the menu holds nothing but its items.
    // Opened at once when its stand-in was clicked before this code arrived (AccountButtons.tsx).
    <Menu id="account-menu" position="bottom-end" width={clubs.length > 0 ? 260 : 200} shadow="md" withInitialFocusPlaceholder={false} opened={opened} onChange={setOpened}>
      <Menu.Target>
        {/* Escape closes it before the focus has reached the first item too (the menu hears keys only from inside). */}
        <AccountNameButton user={user} onKeyDown={(event) => event.key === 'Escape' && opened && setOpened(false)} />
      </Menu.Target>
      <Menu.Dropdown>
        <ProfileItem entry={profile} label={t(profile.label)} />
        {mayHaveRegistrations(user) && (
          <>
            <Menu.Item component={Link} to={TICKETS_PATH} leftSection={<IconTicket size={16} aria-hidden />}>
              {t(ACCOUNT_LABELS.tickets)}
            </Menu.Item>
            <Menu.Item component={Link} to={INVOLVEMENT_PATH} leftSection={<IconCalendarCheck size={16} aria-hidden />}>
              {t(ACCOUNT_LABELS.involvement)}
            </Menu.Item>
          </>
        )}
        <Menu.Item component={Link} to={ACCOUNT_PATH} leftSection={<IconSettings size={16} aria-hidden />}>
          {t(ACCOUNT_LABELS.account)}
        </Menu.Item>
        {user.admin && (
          <>
            <Menu.Item component={Link} to={MAIL_STATUS_PATH} leftSection={<IconMail size={16} aria-hidden />}>
              {t(ACCOUNT_LABELS.mailStatus)}
            </Menu.Item>
            <Menu.Item component={Link} to={VENUES_PATH} leftSection={<IconBuilding size={16} aria-hidden />}>
              {t(ACCOUNT_LABELS.venues)}
            </Menu.Item>
            {approvals && (
              <Menu.Item component={Link} to={APPROVALS_PATH} leftSection={<IconCalendarCheck size={16} aria-hidden />}>
                {t(ACCOUNT_LABELS.approvals)}
              </Menu.Item>
            )}
            <Menu.Item component={Link} to={AUDIT_PATH} leftSection={<IconHistory size={16} aria-hidden />}>
              {t(ACCOUNT_LABELS.audit)}
            </Menu.Item>
            <Menu.Item component={Link} to={OUTCOMES_PATH} leftSection={<IconTargetArrow size={16} aria-hidden />}>
              {t(ACCOUNT_LABELS.outcomes)}
            </Menu.Item>
            <Menu.Item component={Link} to={RETENTION_PATH} leftSection={<IconShieldLock size={16} aria-hidden />}>
              {t(ACCOUNT_LABELS.retention)}
            </Menu.Item>
          </>
        )}
        {clubs.length > 0 && (
          <>
            <Menu.Divider />
            {/* A group named by its label: screen readers say "Your clubs" on entering it. */}
            <div role="group" aria-labelledby={clubsLabelId}>
              <Menu.Label id={clubsLabelId}>{t(CLUBS_LABELS.section)}</Menu.Label>
              <ProfileItem entry={profile} label={t(CLUBS_LABELS.me)} />
              {clubs.map((club) => (
                <Menu.Item key={club.key} component={Link} to={club.to} leftSection={<IconUsersGroup size={16} aria-hidden />}>
                  {club.label}
                </Menu.Item>
              ))}
            </div>
          </>
        )}
        <Menu.Divider />
        <Menu.Item onClick={onLogout} leftSection={<IconLogout size={16} aria-hidden />}>
          {t(ACCOUNT_LABELS.logOut)}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
