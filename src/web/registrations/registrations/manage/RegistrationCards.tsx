import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../../domain/i18n/languages.ts';
import { formatClock } from '../CheckInPanel.tsx';
import { AnswerLines, Detail, wrapAnywhere } from './answers.tsx';
import { awaitsDecision, ChooseBox, DecisionButtons } from './DecisionControls.tsx';
import { canCheckInNow, type RegistrationListProps } from './list-props.ts';
import { StatusCell } from './status.tsx';

/**
 * The phone's list: each registration a card, its answers as 'Question: answer' lines,
 * its buttons full-width and in reach (Approve and Decline on a row of their own, so no
 * row of buttons is wider than the screen).
 */
export function RegistrationCards({ registrations, checkInMode, onDelete, onCheckIn, busyId, timeZone, questions = [], decisions, contacts = true }: RegistrationListProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  return (
    <Stack component="ul" gap="sm" aria-label={t('run.list.label')} p={0} m={0} style={{ listStyle: 'none' }}>
      {registrations.map((r) => {
        const deciding = decisions && awaitsDecision(r) ? decisions : undefined;
        return (
          <Card key={r.id} component="li" withBorder padding="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Group wrap="nowrap" gap="xs" align="flex-start">
                  {deciding && <ChooseBox registration={r} decisions={deciding} />}
                  <Text fw={600} style={wrapAnywhere}>
                    {r.name}
                  </Text>
                </Group>
                <StatusCell registration={r} timeZone={timeZone} />
              </Group>
              {/* A former participant (the account deleted after the event) has none of these. */}
              {r.usn && <Detail label={t('run.list.usn')}>{r.usn}</Detail>}
              {contacts && r.email && <Detail label={t('run.list.email')}>{r.email}</Detail>}
              {r.semester && <Detail label={t('run.list.semester')}>{r.semester}</Detail>}
              <AnswerLines registration={r} questions={questions} />
              <Detail label={t('run.list.checkedIn')}>{r.checkedInAt ? formatClock(r.checkedInAt, language) : t('run.list.no')}</Detail>
              {deciding && (
                <Group grow gap="xs" mt={4}>
                  <DecisionButtons registration={r} decisions={deciding} size="sm" />
                </Group>
              )}
              <Group grow gap="xs" mt={4}>
                {canCheckInNow(r, checkInMode) && (
                  <Button size="sm" onClick={() => onCheckIn(r)} loading={busyId === r.id} aria-label={t('run.list.checkInNamed', { name: r.name })}>
                    {t('ws.checkIn')}
                  </Button>
                )}
                {onDelete && (
                  <Button size="sm" color="red" variant="light" onClick={() => onDelete(r)} aria-label={t('run.list.deleteNamed', { name: r.name })}>
                    {t('ws.delete')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
