import { Button } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isStudent } from '../../../domain/policy/actor.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { notifyError } from '../../infrastructure/components/notify.ts';
import { useHydrated } from '../../infrastructure/components/use-hydrated.ts';
import { useFollowing, useSetFollowing } from './api.ts';

/** The follower count in words, in the page's language: 'No followers yet', '1 follower', '12 followers'. */
export function followersInWords(count: number, t: TFunction): string {
  return t('ui:club.followers', { count: Math.max(0, count), countText: String(count) });
}

interface FollowButtonProps {
  organizer: { id: string; name: string };
  /**
   * Whether the signed-in student follows the club, as the page read it (the club's page:
   * GET /api/organizers/:id). Left out, the student's list of clubs says, once the page is
   * live in the browser (never in the HTML the server rendered, nor in its hydration).
   */
  following?: boolean;
  /** Where a signed-out visitor comes back to after signing in; left out, they see no button. */
  returnTo?: string;
  size?: 'xs' | 'sm';
  /** On an event card: a quiet button whose name says which club ("Follow Robotics Club"), as each card has one. */
  compact?: boolean;
}

/**
 * Follow / Following, a toggle (aria-pressed) for signed-in students, shown at once and
 * taken back with a toast if the server refuses. A signed-out visitor is asked to sign in
 * first (as Register does); organizers see nothing, nor does anyone while the session is
 * not known yet.
 */
export function FollowButton({ organizer, following, returnTo, size = 'sm', compact = false }: FollowButtonProps) {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const student = isStudent(user);
  const fromList = following === undefined;
  const list = useFollowing(student && fromList && hydrated);
  const setFollowing = useSetFollowing((error) => notifyError(problemMessage(error)));

  if (isPending) return null;
  if (!user) {
    if (!returnTo) return null;
    return (
      <Button
        size={size}
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => {
          notifyError(t('msg:loginToFollow'));
          navigate('/login', { state: { from: returnTo } });
        }}
      >
        {t('club.follow')}
      </Button>
    );
  }
  if (!student) return null;

  const on = fromList ? (hydrated ? list.data?.organizers.some((o) => o.id === organizer.id) : undefined) : following;
  if (on === undefined) return null;
  return (
    <Button
      size={compact ? 'compact-xs' : size}
      variant={compact ? 'subtle' : on ? 'light' : 'filled'}
      aria-pressed={on}
      aria-label={compact ? (on ? t('club.followingNamed', { name: organizer.name }) : t('club.followNamed', { name: organizer.name })) : undefined}
      leftSection={on ? <IconCheck size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />}
      onClick={() => setFollowing.mutate({ organizer: { id: organizer.id, name: organizer.name }, follow: !on })}
    >
      {on ? t('club.following') : t('club.follow')}
    </Button>
  );
}
