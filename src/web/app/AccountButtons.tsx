import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { usePersonalPending, useSession } from '../infrastructure/api/session.ts';
import { PersonalStandIn } from '../infrastructure/components/PersonalStandIn.tsx';
import { AccountNameButton } from './AccountNameButton.tsx';
import { useAccountActions } from './useAccountActions.ts';
import { useTranslation } from 'react-i18next';

/** Signed out: Login and Signup (to student signup), SPEC.md §2. */
export function SignedOutButtons({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button component={Link} to="/login" variant="subtle" onClick={onDone}>
        {t('account.login')}
      </Button>
      <Button component={Link} to="/student-signup" onClick={onDone}>
        {t('account.signup')}
      </Button>
    </>
  );
}

/**
 * The account menu (AccountMenu.tsx) is loaded apart: signed-out visitors never need its
 * code (Mantine's Menu and its positioning), and the first download stays smaller. Until
 * it is there, the same button stands in; a click on it is kept, and the menu opens as
 * soon as its code has arrived.
 */
const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

/**
 * The Inbox link with its unread badge (InboxButton.tsx), loaded apart for the same reason:
 * its code and its once-a-minute question stay out of the first download.
 */
const InboxButton = lazy(() => import('./InboxButton.tsx'));

/** The top bar's account part (wide screens): Login and Signup, or Admin, Inbox, the account menu and Logout. */
export function AccountButtons() {
  const { user } = useSession();
  const { logout, loggingOut } = useAccountActions();
  const [openWhenLoaded, setOpenWhenLoaded] = useState(false);
  const personalPending = usePersonalPending();
  const { t } = useTranslation();
  // About the width of Inbox, the name and Logout: who holds a session is most often signed in.
  if (personalPending) return <PersonalStandIn width={230} />;
  if (!user) return <SignedOutButtons />;
  return (
    <>
      {user.admin && (
        <Button component={Link} to="/admin/feedback" variant="subtle">
          {t('account.admin')}
        </Button>
      )}
      <Suspense fallback={null}>
        <InboxButton />
      </Suspense>
      <Suspense fallback={<AccountNameButton user={user} aria-haspopup="menu" aria-expanded={openWhenLoaded} onClick={() => setOpenWhenLoaded(true)} />}>
        <AccountMenu user={user} onLogout={logout} defaultOpened={openWhenLoaded} />
      </Suspense>
      <Button variant="default" loading={loggingOut} onClick={logout}>
        {t('account.logout')}
      </Button>
    </>
  );
}
