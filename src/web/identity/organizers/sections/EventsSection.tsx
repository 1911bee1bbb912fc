import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventView } from '../../../../domain/events.ts';
import { EmptyState, type SectionProps } from '../club-parts.tsx';
import { DashboardEvents } from '../DashboardEvents.tsx';
import classes from '../Workspace.module.css';
import { roleRunsEvents } from '../../../../domain/policy/actor.ts';
import { ReflectionsWaiting } from './ReflectionsWaiting.tsx';

function EventGroup({ title, empty, events, role }: { title: string; empty?: string; events: EventView[]; role: SectionProps['role'] }) {
  const headingId = useId();
  if (events.length === 0 && !empty) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {title}
      </Title>
      {events.length === 0 ? <Text c="dimmed">{empty}</Text> : <DashboardEvents events={events} runsClub={roleRunsEvents(role)} atDoor />}
    </Stack>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className={classes.stat}>
      <Text fz="xl" fw={700} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </div>
  );
}

/**
 * The club's events: a few numbers at a glance, then those waiting for the campus office,
 * the upcoming ones and the past ones, each with Edit, Manage and Delete (door staff: Check in).
 */
export function EventsSection({ organizer, role, createPath }: SectionProps) {
  const { t } = useTranslation();
  const events = organizer.events;
  if (events.length === 0) {
    return (
      <EmptyState title={t('ws.noEventsTitle')} action={roleRunsEvents(role) ? { label: t('ws.createFirst'), to: createPath } : undefined}>
        {t('msg:noEventsYet')}
      </EmptyState>
    );
  }
  const waiting = events.filter((e) => e.status === 'pending' || e.status === 'rejected');
  const upcoming = events.filter((e) => e.status === 'upcoming');
  const past = events.filter((e) => e.status === 'past');
  const seats = upcoming.reduce((sum, e) => sum + e.registrations, 0);
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        <Stat value={String(upcoming.length)} label={t('ws.stat.upcoming', { count: upcoming.length })} />
        <Stat value={String(seats)} label={t('ws.stat.seats', { count: seats })} />
        <Stat value={String(organizer.followers)} label={t('ws.stat.followers', { count: organizer.followers })} />
      </SimpleGrid>
      <ReflectionsWaiting organizerId={organizer.id} enabled={roleRunsEvents(role)} />
      <EventGroup title={t('ws.group.waiting')} events={waiting} role={role} />
      <EventGroup title={t('ws.group.upcoming')} empty={`${t('msg:noUpcomingEvents')} ${t('ws.createAndShare')}`} events={upcoming} role={role} />
      <EventGroup title={t('ws.group.past')} empty={t('msg:noPastEvents')} events={past} role={role} />
    </Stack>
  );
}
