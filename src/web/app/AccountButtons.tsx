import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { shortName } from '../../domain/format.ts';
import { useSession } from '../api/session.ts';
import { useAccountActions } from './useAccountActions.ts';

/** Login and Signup, or the user's name, Admin and Logout (SPEC.md §2). */
export function AccountButtons({ onDone }: { onDone?: () => void }) {
  const { user } = useSession();
  const { openProfile, logout, loggingOut } = useAccountActions();
  if (!user) {
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
  return (
    <>
      {user.admin && (
        <Button component={Link} to="/admin/feedback" variant="subtle" onClick={onDone}>
          Admin
        </Button>
      )}
      <Button variant="light" title={user.name} onClick={() => { onDone?.(); openProfile(user); }}>
        {shortName(user.name)}
      </Button>
      <Button variant="default" loading={loggingOut} onClick={() => { onDone?.(); logout(); }}>
        Logout
      </Button>
    </>
  );
}
