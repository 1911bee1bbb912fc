import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayOrganizer } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { clubPagePath } from '../../../domain/event-path.ts';
import { problemMessage } from '../../infrastructure/api/errors.ts';
import { notifyError } from '../../infrastructure/components/notify.ts';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { useFollowing, useSetFollowing } from '../organizers/index.ts';

/** "Clubs you follow" on the student's profile: each a link to its page, with Unfollow. */
export function FollowedClubs() {
  const following = useFollowing();
  const setFollowing = useSetFollowing((error) => notifyError(problemMessage(error)));
  const heading = useRef<HTMLHeadingElement>(null);
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;

  const unfollow = (organizer: { id: string; name: string }) => {
    setFollowing.mutate({ organizer, follow: false });
    // The club leaves the list at once, its button with it: focus stays in the section.
    heading.current?.focus();
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="followed-clubs">
      <Title order={2} id="followed-clubs" ref={heading} tabIndex={-1}>
        {t('following.title')}
      </Title>
      <QueryState
        query={following}
        loadingLabel={t('following.loading')}
        skeleton={<LinesSkeleton rows={2} height={28} gap="xs" />}
        isEmpty={(data) => data.organizers.length === 0}
        empty={{ text: t('following.none'), action: { label: t('common.findEvents'), to: '/' } }}
      >
        {(data) => (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby="followed-clubs">
          {data.organizers.map((club) => {
            const name = displayOrganizer(club.name, language);
            return (
              <Group component="li" key={club.id} justify="space-between" wrap="nowrap" gap="sm">
                <Anchor component={Link} to={clubPagePath(club.id)} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {name}
                </Anchor>
                <Button size="xs" variant="default" aria-label={t('following.unfollowNamed', { name })} onClick={() => unfollow(club)} style={{ flexShrink: 0 }}>
                  {t('following.unfollow')}
                </Button>
              </Group>
            );
          })}
        </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
