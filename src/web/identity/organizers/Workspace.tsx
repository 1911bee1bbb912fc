import { ActionIcon, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarEvent, IconChartBar, IconEye, IconPlus, IconSettings, IconUsers, IconWebhook } from '@tabler/icons-react';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { clubPagePath, clubSectionPath, clubSectionsFor, type ClubSection } from '../../../domain/event-path.ts';
import { CardSkeleton, createEventPath, type SectionProps } from './club-parts.tsx';
import { EventsSection } from './sections/EventsSection.tsx';
import { InsightsSection } from './sections/InsightsSection.tsx';
import { PeopleSection } from './sections/PeopleSection.tsx';
import { SettingsSection } from './sections/SettingsSection.tsx';
import classes from './Workspace.module.css';
import { roleRunsEvents } from '../../../domain/policy/actor.ts';

/** Each section's name in the navigation (a catalogue key), its icon and what it holds. */
const SECTION_LABELS = { events: 'ws.section.events', people: 'ws.section.people', insights: 'ws.section.insights', settings: 'ws.section.settings', webhooks: 'ws.section.webhooks' } as const satisfies Record<ClubSection, string>;
const ROLE_LABELS = { owner: 'ws.role.owner', manager: 'ws.role.manager', door: 'ws.role.door' } as const;
const ICONS: Record<ClubSection, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  events: IconCalendarEvent,
  people: IconUsers,
  insights: IconChartBar,
  settings: IconSettings,
  webhooks: IconWebhook,
};

// Loaded when opened: most visits to the workspace never open it.
const LazyWebhooks = lazy(() => import('./sections/WebhooksSection.tsx').then((m) => ({ default: m.WebhooksSection })));
function WebhooksSection(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<CardSkeleton label={t('ws.loadingWebhooks')} lines={6} />}>
      <LazyWebhooks {...props} />
    </Suspense>
  );
}

const SECTIONS: Record<ClubSection, ComponentType<SectionProps>> = { events: EventsSection, people: PeopleSection, insights: InsightsSection, settings: SettingsSection, webhooks: WebhooksSection };

/** The sections as links, each its own address; the current one says so (aria-current). */
function SectionNav({ organizerId, sections }: { organizerId: string; sections: readonly ClubSection[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('ws.navLabel')} className={classes.nav}>
      {sections.map((section) => {
        const Icon = ICONS[section];
        return (
          <NavLink key={section} to={clubSectionPath(organizerId, section)} end className={classes.tab}>
            <Icon size={18} aria-hidden />
            {t(SECTION_LABELS[section])}
          </NavLink>
        );
      })}
    </nav>
  );
}

/**
 * Where the club's team runs the club: its name and Create New Event on top, the sections
 * (Events, People, Insights, Settings, Webhooks; door staff have Events only) as tabs on a phone and a
 * column beside them on a wide screen, each section at its own address.
 */
export default function Workspace({ organizer, role, isClubAccount, section }: Omit<SectionProps, 'createPath'> & { section: ClubSection }) {
  const { t } = useTranslation();
  const sections = clubSectionsFor(role);
  const sectionLabel = t(SECTION_LABELS[section]);
  useDocumentTitle(`${sectionLabel} · ${organizer.name} · Quad`);
  const runsEvents = roleRunsEvents(role);
  const createPath = createEventPath(organizer, isClubAccount);
  const Section = SECTIONS[section];
  const publicPath = `${clubPagePath(organizer.id)}?view=public`;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md" className={classes.band}>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="sm" c="dimmed" fw={500}>
              {t('ws.band', { role: t(ROLE_LABELS[role]) })}
            </Text>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {organizer.name}
            </Title>
          </Stack>
          <Group gap="xs">
            {/* On a phone the public page's link is its icon, so Create New Event keeps the line. */}
            <ActionIcon component={Link} to={publicPath} variant="default" size="lg" aria-label={t('ws.publicPage')} hiddenFrom="sm">
              <IconEye size={18} aria-hidden />
            </ActionIcon>
            <Button component={Link} to={publicPath} variant="default" px="sm" leftSection={<IconEye size={16} aria-hidden />} visibleFrom="sm">
              {t('ws.publicPage')}
            </Button>
            {runsEvents && (
              <Button component={Link} to={createPath} px="sm" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('ws.createEvent')}
              </Button>
            )}
          </Group>
        </Group>
        <div className={sections.length > 1 ? classes.layout : undefined}>
          {sections.length > 1 && <SectionNav organizerId={organizer.id} sections={sections} />}
          <Stack gap="lg" style={{ minWidth: 0 }}>
            <Title order={2}>{sectionLabel}</Title>
            <Section organizer={organizer} role={role} isClubAccount={isClubAccount} createPath={createPath} />
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}
