import { useNavigate } from 'react-router';
import { MSG } from '../../domain/messages.ts';
import { profileTarget } from '../../domain/profile-path.ts';
import type { Me } from '../../domain/schemas/account.ts';
import { useSignOut } from '../api/session.ts';
import { notifyError, notifyInfo } from '../components/notify.ts';

/** What the top bar's name and Logout button do. */
export function useAccountActions() {
  const navigate = useNavigate();
  const signOut = useSignOut(() => navigate('/'));

  function openProfile(user: Me) {
    const target = profileTarget(user);
    if ('error' in target) return notifyError(target.error);
    if (target.notice) notifyInfo(target.notice);
    navigate(target.path);
  }

  function logout() {
    signOut.mutate(undefined, {
      onError: () => notifyError(MSG.logoutFailed),
    });
  }

  return { openProfile, logout, loggingOut: signOut.isPending };
}
