import { Anchor, Button, Checkbox, Container, Group, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { displayName } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { AnnouncementsPanel } from '../../engagement/announcements/index.ts';
import { DoorQueue, SelfCheckInLine, useDoorSync } from '../../attendance/attendance/index.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { notifyError, notifySuccess } from '../../infrastructure/components/notify.ts';
import { PageProblem, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { EventHeading, EventSkeleton, EventSummary, useEvent } from '../../events/events/index.ts';
import { useCheckIn, useDeleteRegistration, useEventRegistrations } from './api.ts';
import { CheckInPanel, CheckInResultAlert, describeCheckIn, describeCheckInFailure, unreachable, type CheckInResult } from './CheckInPanel.tsx';
import { EventCounts, useCampusZone } from './manage/EventCounts.tsx';
import { RegistrationsSection } from './manage/RegistrationsSection.tsx';
import { useCheckInWindow } from './check-in-window.ts';
import { openConfirmModal } from '../../infrastructure/components/on-demand-hosts.tsx';
import { canCheckIn, canManageRegistrations } from '../../../domain/policy/events.ts';
import type { RegistrationView } from '../../../domain/responses/registrations.ts';
import classes from './ManageEventPage.module.css';

export function ManageEventPage() {
  const { eventId = '' } = useParams();
  const { user } = useSession();
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const event = useEvent(eventId);
  const club = event.data ? { organizerId: event.data.organizer.id } : null;
  // The club's owner and managers manage; door staff get the door: the list and check-in.
  const runsThisEvent = Boolean(club && canManageRegistrations(user, club));
  const atDoor = Boolean(club && canCheckIn(user, club));
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 250);
  const registrations = useEventRegistrations(eventId, q, atDoor);
  const remove = useDeleteRegistration();
  const [checkInMode, setCheckInMode] = useState(false);
  // The CSV has sensitive answers only when this is ticked (and the server audits that export).
  const [csvSensitive, setCsvSensitive] = useState(false);
  const [result, setResult] = useState<CheckInResult | null>(null);
  const checkIn = useCheckIn();
  // Check-in opens hours before the start and closes a day after it, as the server enforces.
  const checkInWindow = useCheckInWindow(event.data?.startsAt);
  const checkInOpen = checkInWindow?.state === 'open';
  const checkingIn = checkInMode && checkInOpen;
  const timeZone = useCampusZone();
  // The door without a network: the device's list and its scans waiting to sync.
  const door = useDoorSync(eventId, { enabled: atDoor, checking: checkingIn, onMessage: setResult });
  const list = useWithWaitingScans(registrations, door.pendingAt);
  // Check-in mode brings the ticket box into view (on a phone it starts below the fold).
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (checkingIn) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [checkingIn]);
  useDocumentTitle(`${event.data ? t('run.manage.docTitle', { name: displayName(event.data.name, language) }) : t('run.manage.docTitleLoading')} · Quad`);


  const confirmDelete = (r: RegistrationView) =>
    openConfirmModal({
      title: t('run.manage.deleteTitle'),
      children: t('run.manage.deleteText', { name: r.name, usn: r.usn }),
      labels: { confirm: t('ws.delete'), cancel: t('ws.keepIt') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(r.id, {
          onSuccess: () => notifySuccess(t('run.manage.deleted', { name: r.name })),
          onError: () => notifyError(t('msg:deleteRegistrationFailed')),
        }),
    });

  const onCheckIn = (r: RegistrationView) => {
    if (!navigator.onLine) return void door.saveRegistration(r.id).then(setResult);
    checkIn.mutate(r.id, {
      onSuccess: (done) => setResult(describeCheckIn(done, t)),
      onError: (error) => {
        if (unreachable(error)) return void door.saveRegistration(r.id).then(setResult);
        setResult(describeCheckInFailure(error, r.name, t, language));
      },
    });
  };

  // Refused or failed, the page says so under its own name.
  const problem = (says: ReactNode) => <PageProblem heading={t('run.manage.title')}>{says}</PageProblem>;
  return (
    <QueryState query={event} loadingLabel={t('eventPage.loading')} skeleton={<EventSkeleton />} errorMessage={t('msg:fetchEventDataFailed')} errorFrame={problem}>
      {(e) =>
        !atDoor ? (
          problem(<Text role="alert">{t('run.manage.onlyOrganizer')}</Text>)
        ) : (
          <Container size="lg" py="xl">
            <Stack gap="lg">
              <Group justify="space-between" align="flex-end">
                <Stack gap={4}>
                  {/* At the door, a long title gives the ticket box room on a phone. */}
                  <Title order={1} className={checkingIn ? classes.atDoor : undefined}>
                    <EventHeading action={t('run.manage.action')} event={e} />
                  </Title>
                  <EventSummary event={e} />
                </Stack>
                <Button component={Link} to={`/${encodeURIComponent(e.organizer.id)}/dashboard`} variant="default">
                  {t('run.manage.back')}
                </Button>
              </Group>
              {checkingIn && (
                <div ref={panel} className={classes.panel}>
                  <CheckInPanel eventId={e.id} result={result} onResult={setResult} saveOffline={door.saveScan} />
                </div>
              )}
              <EventCounts event={e} timeZone={timeZone} />
              {/* The whole list (no search) says how many checked in until the live count does. */}
              <SelfCheckInLine event={e} checkedIn={q === '' ? registrations.data?.registrations.filter((r) => r.checkedInAt).length : undefined} />

              <Group justify="space-between" align="flex-end">
                <TextInput
                  label={t('run.manage.search')}
                  placeholder={!runsThisEvent ? t('ws.rs.searchPlain') : e.questions.length > 0 ? t('run.manage.searchAnswers') : t('run.manage.searchContacts')}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={search}
                  onChange={(ev) => setSearch(ev.currentTarget.value)}
                  style={{ flex: '1 1 260px' }}
                />
                <Group>
                  <Switch
                    label={t('run.manage.checkInMode')}
                    checked={checkingIn}
                    disabled={!checkInOpen}
                    description={checkInWindow?.note ?? undefined}
                    onChange={(ev) => {
                      setCheckInMode(ev.currentTarget.checked);
                      setResult(null);
                    }}
                  />
                  {runsThisEvent && (
                    <Anchor href={`/api/events/${encodeURIComponent(e.id)}/registrations.csv${csvSensitive ? '?includeSensitive=true' : ''}`} download>
                      <Group gap={4} component="span">
                        <IconDownload size={16} aria-hidden />
                        {t('run.manage.csv')}
                      </Group>
                    </Anchor>
                  )}
                  {runsThisEvent && e.questions.some((q) => q.sensitive) && (
                    <Checkbox
                      label={t('run.manage.csvSensitive')}
                      description={t('run.manage.csvSensitiveHelp')}
                      checked={csvSensitive}
                      onChange={(ev) => setCsvSensitive(ev.currentTarget.checked)}
                    />
                  )}
                </Group>
              </Group>

              {!checkingIn && <CheckInResultAlert result={result} />}
              <DoorQueue door={door} />

              <RegistrationsSection
                event={e}
                list={list}
                timeZone={timeZone}
                checkInMode={checkingIn}
                onDelete={runsThisEvent ? confirmDelete : undefined}
                onCheckIn={onCheckIn}
                busyId={checkIn.isPending ? (checkIn.variables ?? null) : null}
              />

              {runsThisEvent && <AnnouncementsPanel eventId={e.id} />}
            </Stack>
          </Container>
        )
      }
    </QueryState>
  );
}

/** The list with each scan waiting to sync shown as checked in at its time, so its button goes. */
function useWithWaitingScans<L extends { data?: { registrations: RegistrationView[] } }>(list: L, pendingAt: Map<string, string>): L {
  return useMemo(() => {
    if (!list.data || pendingAt.size === 0) return list;
    const registrations = list.data.registrations.map((r) => (!r.checkedInAt && pendingAt.has(r.id) ? { ...r, checkedInAt: pendingAt.get(r.id)! } : r));
    return { ...list, data: { ...list.data, registrations } };
  }, [list, pendingAt]);
}
