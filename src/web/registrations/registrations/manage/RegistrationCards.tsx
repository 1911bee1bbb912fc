import { Button, Card, Group, Stack, Text } from '@mantine/core';
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
  return (
    <Stack component="ul" gap="sm" aria-label="Registrations" p={0} m={0} style={{ listStyle: 'none' }}>
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
              <Detail label="USN">{r.usn}</Detail>
              {contacts && <Detail label="Email">{r.email}</Detail>}
              <Detail label="Semester">{r.semester}</Detail>
              <AnswerLines registration={r} questions={questions} />
              <Detail label="Checked in">{r.checkedInAt ? formatClock(r.checkedInAt) : 'No'}</Detail>
              {deciding && (
                <Group grow gap="xs" mt={4}>
                  <DecisionButtons registration={r} decisions={deciding} size="sm" />
                </Group>
              )}
              <Group grow gap="xs" mt={4}>
                {canCheckInNow(r, checkInMode) && (
                  <Button size="sm" onClick={() => onCheckIn(r)} loading={busyId === r.id} aria-label={`Check in ${r.name}`}>
                    Check in
                  </Button>
                )}
                {onDelete && (
                  <Button size="sm" color="red" variant="light" onClick={() => onDelete(r)} aria-label={`Delete registration of ${r.name}`}>
                    Delete
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
