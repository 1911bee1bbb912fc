import { useNavigate } from 'react-router';
import { MSG } from '../../domain/messages.ts';
import { useSession } from '../api/session.ts';
import { notifyError } from '../components/notify.ts';

/**
 * Register: signed out, say so and go to /login, then back to the registration page, or
 * to `returnTo` (the event's own page brings its visitors back to it).
 */
export function useRegisterAction() {
  const { user } = useSession();
  const navigate = useNavigate();
  return (eventId: string, returnTo?: string) => {
    const target = `/${encodeURIComponent(eventId)}/register`;
    if (!user) {
      notifyError(MSG.loginToRegister);
      navigate('/login', { state: { from: returnTo ?? target } });
      return;
    }
    navigate(target);
  };
}
