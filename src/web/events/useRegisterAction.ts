import { useNavigate } from 'react-router';
import { MSG } from '../../domain/messages.ts';
import { useSession } from '../api/session.ts';
import { notifyError } from '../components/notify.ts';

/** Register: signed out, say so and go to /login (then back to the registration page). */
export function useRegisterAction() {
  const { user } = useSession();
  const navigate = useNavigate();
  return (eventId: string) => {
    const target = `/${encodeURIComponent(eventId)}/register`;
    if (!user) {
      notifyError(MSG.loginToRegister);
      navigate('/login', { state: { from: target } });
      return;
    }
    navigate(target);
  };
}
