import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { clubSectionPath } from '../../../../domain/event-path.ts';
import { CardSkeleton, type SectionProps } from '../club-parts.tsx';
import { ClubProfilePanel } from '../../teams/index.ts';
import { ClubTokensPanel } from '../../account/index.ts';
import { EmbedSnippets } from '../../../platform/embeds/index.ts';
import { roleOwnsClub } from '../../../../domain/policy/actor.ts';

/** The profile as students read it, with where it is changed. */
function ProfileCard({ organizer, isClubAccount }: Pick<SectionProps, 'organizer' | 'isClubAccount'>) {
  return (
    <Card withBorder component="section" aria-labelledby="profile-heading">
      <Stack gap="sm">
        <Title order={3} id="profile-heading">
          Profile
        </Title>
        <Stack gap={4}>
          <Text>Name: {organizer.name}</Text>
          <Text>
            Email: <Anchor href={`mailto:${organizer.email}`}>{organizer.email}</Anchor>
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>Description: {organizer.description || 'No description'}</Text>
          {organizer.phone && <Text>Phone: {organizer.phone}</Text>}
        </Stack>
        {isClubAccount ? (
          <Group gap="xs">
            <Button component={Link} to="/complete-profile" variant="default">
              Update Profile
            </Button>
            <Button component={Link} to="/account" variant="subtle">
              Account and devices
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            The club’s owner keeps its profile.
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
  const ownerInPerson = roleOwnsClub(role) && !isClubAccount;
  return (
    <Stack gap="lg">
      {ownerInPerson ? (
        <Suspense fallback={<CardSkeleton label="Loading the club profile" lines={5} />}>
          <ClubProfilePanel organizerId={organizer.id} profile={{ name: organizer.name, field: organizer.description, phone: organizer.phone ?? '' }} />
        </Suspense>
      ) : (
        <ProfileCard organizer={organizer} isClubAccount={isClubAccount} />
      )}
      <Card withBorder component="section" aria-labelledby="activity-heading">
        <Stack gap="xs" align="flex-start">
          <Title order={3} id="activity-heading">
            Activity
          </Title>
          <Text size="sm">Who changed the club’s events and registrations, and when.</Text>
          <Button component={Link} to={`/${encodeURIComponent(organizer.id)}/activity`} variant="default">
            Activity
          </Button>
        </Stack>
      </Card>
      <Suspense fallback={<CardSkeleton label="Loading the website snippets" lines={4} />}>
        <EmbedSnippets organizerId={organizer.id} organizerName={organizer.name} />
      </Suspense>
      {roleOwnsClub(role) && (
        <Suspense fallback={<CardSkeleton label="Loading the club’s API tokens" lines={4} />}>
          <ClubTokensPanel organizerId={organizer.id} />
        </Suspense>
      )}
      {roleOwnsClub(role) && (
        <Card withBorder component="section" aria-labelledby="handover-heading">
          <Stack gap="xs" align="flex-start">
            <Title order={3} id="handover-heading">
              Hand the club over
            </Title>
            <Text size="sm">
              A new committee? Invite its members as managers, then make one of them the owner with Make owner in the team. Nobody needs the club’s password.
            </Text>
            <Button component={Link} to={clubSectionPath(organizer.id, 'people')} variant="default">
              Open the team
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
