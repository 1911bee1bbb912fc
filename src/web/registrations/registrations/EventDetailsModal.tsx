import { Button, Group, Modal, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { eventPagePath } from '../../../domain/event-path.ts';
import type { EventView } from '../../../domain/events.ts';
import { displayDescription, displayName, displayOrganizer } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { EventFacts, EventImage, RegistrationCount, useContentLang } from '../../events/events/index.ts';
import { useEventRegistrations } from './api.ts';
import { RegisterButton } from './depth/RegisterButton.tsx';
import { claimPath, viewerStatus } from './depth/registration-state.ts';
import { LotteryLine, StatusBadge, StatusLines } from './depth/ViewerStatus.tsx';
import { FollowButton } from '../../identity/organizers/index.ts';
import { runsEvent } from '../../../domain/policy/events.ts';
import { useRegistrationWords } from './depth/words.ts';
import { mayHaveRegistrations } from '../../../domain/policy/registrations.ts';

/** SPEC.md §2: the modal closes about 100 ms after Register, then the registration page opens. */
const CLOSE_BEFORE_REGISTER_MS = 100;

function Registrants({ eventId }: { eventId: string }) {
  const registrants = useEventRegistrations(eventId);
  const { t, status } = useRegistrationWords();
  return (
    <QueryState
      query={registrants}
      loadingLabel={t('details.loadingRegistrants')}
      skeleton={<LinesSkeleton rows={3} height={24} gap="xs" />}
      errorMessage={t('details.registrantsFailed')}
      isEmpty={(data) => data.registrations.length === 0}
      empty={{ text: t('details.noRegistrations') }}
    >
      {(data) => (
        // It scrolls (ten rows, and sideways in a narrow modal): a keyboard user reaches it with Tab and scrolls with the arrows.
        <ScrollArea h="10rem" type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('details.registeredStudents') }}>
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('details.name')}</Table.Th>
                <Table.Th>{t('signup.usn')}</Table.Th>
                <Table.Th>{t('register.email')}</Table.Th>
                <Table.Th>{t('details.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.registrations.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{r.usn}</Table.Td>
                  <Table.Td>{r.email}</Table.Td>
                  <Table.Td>{status(r.status)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </QueryState>
  );
}

/** The student's own state on the event, with the way to an offered seat's Confirm my seat. */
function YourState({ event, onClose }: { event: EventView; onClose: () => void }) {
  const { user } = useSession();
  const status = mayHaveRegistrations(user) ? viewerStatus(event.viewer) : null;
  const { t } = useTranslation();
  if (!status) return null;
  const upcoming = event.status === 'upcoming';
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm">{t('details.yourRegistration')}</Text>
        <StatusBadge status={status} />
        {upcoming && status === 'offered' && (
          <Button component={Link} to={claimPath(event.id)} size="xs" onClick={onClose}>
            {t('register.confirmSeat')}
          </Button>
        )}
      </Group>
      {upcoming && <StatusLines event={event} status={status} offerExpiresAt={event.viewer?.offerExpiresAt} />}
    </Stack>
  );
}

/**
 * An event's details (SPEC.md §2): its name is the dialog's title and is not
 * repeated; image, date, time, venue, type, organizer, registrations and description; the
 * registrants for the event's organizer only (DESIGN.md §4); how seats are allocated and the
 * student's own state; a link to the event's own page, Close, and the card's
 * Register where the card offers it (or why not: 'Registration opens on …').
 */
export function EventDetailsModal({ event, onClose }: { event: EventView | null; onClose: () => void }) {
  const { user } = useSession();
  const runsThisEvent = Boolean(event && runsEvent(user, { organizerId: event.organizer.id }));
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  // The club's words carry their own language where it is not the page's.
  const lang = useContentLang(event?.language);

  const closeThenRegister = (register: () => void) => {
    onClose();
    setTimeout(register, CLOSE_BEFORE_REGISTER_MS);
  };

  return (
    <Modal opened={Boolean(event)} onClose={onClose} title={event ? <span lang={lang}>{displayName(event.name, language)}</span> : ''} size="lg" centered>
      {event && (
        <Stack gap="sm">
          <EventImage event={event} size="full" height={220} />
          <EventFacts event={event} withVenue />
          {/* Following the club from a card's details: for students (FollowButton shows nothing to others). */}
          <Group gap="xs">
            <Text size="sm">{t('details.organizer', { name: displayOrganizer(event.organizer.name, language) })}</Text>
            <FollowButton organizer={event.organizer} size="xs" />
          </Group>
          <Text size="sm">
            {t('details.registrations')} <RegistrationCount eventId={event.id} registrations={event.registrations} waitlisted={event.waitlisted} />
          </Text>
          <LotteryLine event={event} />
          <YourState event={event} onClose={onClose} />
          <Text style={{ whiteSpace: 'pre-line' }} lang={lang}>{displayDescription(event.description, language)}</Text>
          {runsThisEvent && (
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('details.registrants')}
              </Title>
              <Registrants eventId={event.id} />
            </Stack>
          )}
          <Group justify="flex-end" mt="sm">
            <Button component={Link} to={eventPagePath(event.id)} variant="subtle" onClick={onClose}>
              {t('details.openPage')}
            </Button>
            <Button variant="default" onClick={onClose}>
              {t('common.close')}
            </Button>
            <RegisterButton event={event} size="sm" onRegister={closeThenRegister} />
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
