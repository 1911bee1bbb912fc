import { useNavigate } from 'react-router';
import { profileTarget } from '../../domain/profile-path.ts';
import type { Me } from '../../domain/schemas/account.ts';
import { useSignOut } from '../infrastructure/api/session.ts';
import { notifyError, notifyInfo } from '../infrastructure/components/notify.ts';
import { isOrganizer } from '../../domain/policy/actor.ts';
import { useTranslation } from 'react-i18next';

/** The account menu's entries, the same in the top bar's menu and the phone's menu: their catalogue keys (src/domain/i18n). */
export const ACCOUNT_LABELS = {
  studentProfile: 'account.studentProfile',
  tickets: 'account.tickets',
  involvement: 'account.involvement',
  organizerProfile: 'account.organizerProfile',
  account: 'account.account',
  logOut: 'account.logOut',
  mailStatus: 'account.mailStatus',
  venues: 'account.venues',
  approvals: 'account.approvals',
  audit: 'account.audit',
  outcomes: 'account.outcomes',
  retention: 'account.retention',
} as const;

/** The account page (signed-in devices, delete the account). */
export const ACCOUNT_PATH = '/account';

/** A student's ticket wallet: each upcoming ticket's QR code, and past events. */
export const TICKETS_PATH = '/tickets';

/** A student's involvement record: attended events, hours, clubs, roles. */
export const INVOLVEMENT_PATH = '/involvement';

/** The mail outbox's status, for the admins (beside the top bar's Admin link to /admin/feedback). */
export const MAIL_STATUS_PATH = '/admin/status';

/** The campus venues events can book, and the form adding one (admins). */
export const VENUES_PATH = '/admin/venues';

/** The campus office's queue of events waiting for approval (admins; EVENT_APPROVAL=required). */
export const APPROVALS_PATH = '/admin/events';
/** Who created, edited and deleted events and removed registrations (admins). */
export const AUDIT_PATH = '/admin/audit';
/** The campus's learning outcomes (admins). */
export const OUTCOMES_PATH = '/admin/outcomes';
/** The retention schedule: how long personal data is kept, and applying it now (admins). */
export const RETENTION_PATH = '/admin/privacy';

export interface ProfileEntry {
  /** 'Dashboard' for an organizer, 'My profile' otherwise (the catalogue key). */
  label: string;
  /** Where it leads (SPEC.md §2); null for a role Quad does not know, which only says so. */
  to: string | null;
  /** What happens on the way: the "profile incomplete" notice, or the unknown role's message. */
  onSelect: () => void;
}

/**
 * The first entry of the account menu: a student's /{usn}/profile, an organizer's
 * /{id}/dashboard, /complete-profile (with its notice) when the profile is incomplete;
 * an unknown role gives 'Role not recognized. Please contact support.' (SPEC.md §2).
 */
export function profileEntry(user: Me): ProfileEntry {
  const label = isOrganizer(user) ? ACCOUNT_LABELS.organizerProfile : ACCOUNT_LABELS.studentProfile;
  const target = profileTarget(user);
  if ('error' in target) return { label, to: null, onSelect: () => notifyError(target.error) };
  return { label, to: target.path, onSelect: () => target.notice && notifyInfo(target.notice) };
}

/** What the account menu's Log out and the top bar's Logout button do: sign out, then home. */
export function useAccountActions() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  // A door device's copies of registrant lists go with the session; the code
  // that clears them is fetched then, so the first download does not carry it.
  const signOut = useSignOut(async () => {
    await import('./door-data.ts').then((door) => door.clearDoorData()).catch(() => {});
    await navigate('/');
  });

  function logout() {
    signOut.mutate(undefined, {
      onError: () => notifyError(t('msg:logoutFailed')),
    });
  }

  return { logout, loggingOut: signOut.isPending };
}
