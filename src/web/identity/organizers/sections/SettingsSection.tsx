import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clubSectionPath } from '../../../../domain/event-path.ts';
import { CardSkeleton, type SectionProps } from '../club-parts.tsx';
import { ClubProfilePanel } from '../../teams/index.ts';
import { ClubTokensPanel } from '../../account/index.ts';
import { EmbedSnippets } from '../../../platform/embeds/index.ts';
import { roleOwnsClub } from '../../../../domain/policy/actor.ts';

/** The profile as students read it, with where it is changed. */
function ProfileCard({ organizer, isClubAccount }: Pick<SectionProps, 'organizer' | 'isClubAccount'>) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="profile-heading">
      <Stack gap="sm">
        <Title order={3} id="profile-heading">
          {t('club.settings.profile')}
        </Title>
        <Stack gap={4}>
          <Text>{t('club.settings.name', { name: organizer.name })}</Text>
          <Text>
            {t('club.settings.email')} <Anchor href={`mailto:${organizer.email}`}>{organizer.email}</Anchor>
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{t('club.settings.description', { description: organizer.description || t('club.noDescription') })}</Text>
          {organizer.phone && <Text>{t('club.phone', { phone: organizer.phone })}</Text>}
        </Stack>
        {isClubAccount ? (
          <Group gap="xs">
            <Button component={Link} to="/complete-profile" variant="default">
              {t('club.settings.update')}
            </Button>
            <Button component={Link} to="/account" variant="subtle">
              {t('club.settings.account')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('club.settings.ownerKeeps')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The club itself: its profile (the club account's own form, or here for an owner in
 * person after a handover), who changed what (Activity), its events on its own website,
 * its API tokens (the owner's to keep), and handing the club over.
 */
export function SettingsSection({ organizer, role, isClubAccount }: SectionProps) {
  const { t } = useTranslation();
  const ownerInPerson = roleOwnsClub(role) && !isClubAccount;
  return (
    <Stack gap="lg">
      {ownerInPerson ? (
        <Suspense fallback={<CardSkeleton label={t('club.settings.loadingProfile')} lines={5} />}>
          <ClubProfilePanel organizerId={organizer.id} profile={{ name: organizer.name, field: organizer.description, phone: organizer.phone ?? '' }} />
        </Suspense>
      ) : (
        <ProfileCard organizer={organizer} isClubAccount={isClubAccount} />
      )}
      <Card withBorder component="section" aria-labelledby="activity-heading">
        <Stack gap="xs" align="flex-start">
          <Title order={3} id="activity-heading">
            {t('club.settings.activity')}
          </Title>
          <Text size="sm">{t('club.settings.activityText')}</Text>
          <Button component={Link} to={`/${encodeURIComponent(organizer.id)}/activity`} variant="default">
            {t('club.settings.activity')}
          </Button>
        </Stack>
      </Card>
      <Suspense fallback={<CardSkeleton label={t('club.settings.loadingSnippets')} lines={4} />}>
        <EmbedSnippets organizerId={organizer.id} organizerName={organizer.name} />
      </Suspense>
      {roleOwnsClub(role) && (
        <Suspense fallback={<CardSkeleton label={t('club.settings.loadingTokens')} lines={4} />}>
          <ClubTokensPanel organizerId={organizer.id} />
        </Suspense>
      )}
      {roleOwnsClub(role) && (
        <Card withBorder component="section" aria-labelledby="handover-heading">
          <Stack gap="xs" align="flex-start">
            <Title order={3} id="handover-heading">
              {t('club.settings.handOver')}
            </Title>
            <Text size="sm">{t('club.settings.handOverText')}</Text>
            <Button component={Link} to={clubSectionPath(organizer.id, 'people')} variant="default">
              {t('club.settings.openTeam')}
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
