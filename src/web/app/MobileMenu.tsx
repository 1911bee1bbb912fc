import { Button, Divider, Drawer, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { shortName } from '../../domain/format.ts';
import type { Me } from '../../domain/schemas/account.ts';
import { useInboxUnread } from '../infrastructure/api/inbox.ts';
import { useSession } from '../infrastructure/api/session.ts';
import { usePublicConfig } from '../infrastructure/api/config.ts';
import { INBOX_PATH, UnreadBadge } from './InboxButton.tsx';
import { MAIN_LINKS } from './nav-links.ts';
import { SignedOutButtons } from './AccountButtons.tsx';
import { clubEntries, CLUBS_LABELS } from './club-entries.ts';
import { ACCOUNT_LABELS, ACCOUNT_PATH, APPROVALS_PATH, AUDIT_PATH, INVOLVEMENT_PATH, MAIL_STATUS_PATH, OUTCOMES_PATH, RETENTION_PATH, profileEntry, TICKETS_PATH, useAccountActions, VENUES_PATH } from './useAccountActions.ts';
import classes from './TopBar.module.css';
import { mayHaveRegistrations } from '../../domain/policy/registrations.ts';
import { useTranslation } from 'react-i18next';

/** The account menu's entries and the inbox, as the phone lists them under the main links. */
function AccountEntries({ user, onDone }: { user: Me; onDone: () => void }) {
  const { logout, loggingOut } = useAccountActions();
  const profile = profileEntry(user);
  // From a section of a club's workspace, each club's entry opens the same section.
  const clubs = clubEntries(user, useLocation().pathname);
  const unread = useInboxUnread();
  const approvals = Boolean(usePublicConfig().data?.eventApproval);
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="group" aria-labelledby="mobile-account-name">
      <Divider />
      {/* The name as the top bar shows it (SPEC.md's 7-character cut); in full for screen readers. */}
      <Text id="mobile-account-name" size="sm" fw={600} px={12}>
        <span aria-hidden>{shortName(user.name)}</span>
        <VisuallyHidden>{t('account.signedInAs', { name: user.name })}</VisuallyHidden>
      </Text>
      {user.admin && (
        <>
          <NavLink to="/admin/feedback" className={classes.link} onClick={onDone}>
            {t('account.admin')}
          </NavLink>
          <NavLink to={MAIL_STATUS_PATH} className={classes.link} onClick={onDone}>
            {t(ACCOUNT_LABELS.mailStatus)}
          </NavLink>
          <NavLink to={VENUES_PATH} className={classes.link} onClick={onDone}>
            {t(ACCOUNT_LABELS.venues)}
          </NavLink>
          {approvals && (
            <NavLink to={APPROVALS_PATH} className={classes.link} onClick={onDone}>
              {t(ACCOUNT_LABELS.approvals)}
            </NavLink>
          )}
          <NavLink to={AUDIT_PATH} className={classes.link} onClick={onDone}>
            {t(ACCOUNT_LABELS.audit)}
          </NavLink>
          <NavLink to={OUTCOMES_PATH} className={classes.link} onClick={onDone}>
            {t(ACCOUNT_LABELS.outcomes)}
          </NavLink>
          <NavLink to={RETENTION_PATH} className={classes.link} onClick={onDone}>
            {t(ACCOUNT_LABELS.retention)}
          </NavLink>
        </>
      )}
      {profile.to ? (
        <NavLink to={profile.to} end className={classes.link} onClick={() => { profile.onSelect(); onDone(); }}>
          {t(profile.label)}
        </NavLink>
      ) : (
        <Button variant="subtle" justify="flex-start" onClick={profile.onSelect}>
          {t(profile.label)}
        </Button>
      )}
      {mayHaveRegistrations(user) && (
        <>
          {/* Not `end`: a ticket's own page (/tickets/:id) is inside the wallet. */}
          <NavLink to={TICKETS_PATH} className={classes.link} onClick={onDone}>
            {t(ACCOUNT_LABELS.tickets)}
          </NavLink>
          <NavLink to={INVOLVEMENT_PATH} end className={classes.link} onClick={onDone}>
            {t(ACCOUNT_LABELS.involvement)}
          </NavLink>
        </>
      )}
      {clubs.length > 0 && (
        // The clubs the person serves, as the account menu's "Your clubs".
        <Stack gap={2} role="group" aria-label={t(CLUBS_LABELS.section)}>
          {clubs.map((club) => (
            <NavLink key={club.key} to={club.to} end className={classes.link} onClick={onDone}>
              {club.label}
            </NavLink>
          ))}
        </Stack>
      )}
      <NavLink to={INBOX_PATH} end className={classes.link} onClick={onDone} aria-label={t('inbox.unread', { count: unread })}>
        <Group component="span" gap="xs" wrap="nowrap">
          {t('inbox.label')}
          <UnreadBadge unread={unread} />
        </Group>
      </NavLink>
      <NavLink to={ACCOUNT_PATH} end className={classes.link} onClick={onDone}>
        {t(ACCOUNT_LABELS.account)}
      </NavLink>
      <Button variant="default" loading={loggingOut} onClick={() => { onDone(); logout(); }}>
        {t(ACCOUNT_LABELS.logOut)}
      </Button>
    </Stack>
  );
}

/** The phone's menu: loaded the first time the burger is pressed. */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('nav.menu')} hiddenFrom="sm" size="xs" position="right">
      <Stack component="nav" aria-label={t('nav.main')} gap="xs">
        {MAIN_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end className={classes.link} onClick={onClose}>
            {t(link.label)}
          </NavLink>
        ))}
        {user ? <AccountEntries user={user} onDone={onClose} /> : <SignedOutButtons onDone={onClose} />}
      </Stack>
    </Drawer>
  );
}
