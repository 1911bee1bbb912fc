import { Box, Button, Group, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { formatClock } from './CheckInPanel.tsx';
import { answerOf, questionHeader, wrapAnywhere } from './manage/answers.tsx';
import { awaitsDecision, ChooseBox, DecisionButtons } from './manage/DecisionControls.tsx';
import { canCheckInNow, type RegistrationListProps } from './manage/list-props.ts';
import { RegistrationCards } from './manage/RegistrationCards.tsx';
import { StatusCell } from './manage/status.tsx';

/**
 * Name, USN, e-mail, semester, the answers to the event's questions, status, checked in
 * and the row's buttons (SPEC.md §2 plus the waitlist, check-in and approval):
 * a table from 576 px up, one card per registration on a phone, so nothing scrolls
 * sideways there. Both are rendered and CSS shows one (first paint and server rendering
 * need no screen width); the hidden one is out of the accessibility tree.
 */
export function RegistrationsTable(props: RegistrationListProps) {
  const { t } = useTranslation();
  if (props.registrations.length === 0) return <Text>{t('run.list.none')}</Text>;
  return (
    <>
      <Box visibleFrom="xs">
        <RegistrationRows {...props} />
      </Box>
      <Box hiddenFrom="xs">
        <RegistrationCards {...props} />
      </Box>
    </>
  );
}

/** Room for the fixed columns, and more for each answer and for the decisions (the table scrolls inside its frame). */
const tableWidth = (answers: number, deciding: boolean) => 760 + answers * 180 + (deciding ? 220 : 0);

function RegistrationRows({ registrations, checkInMode, onDelete, onCheckIn, busyId, timeZone, questions = [], decisions, contacts = true }: RegistrationListProps) {
  const deciding = Boolean(decisions) && registrations.some(awaitsDecision);
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover withTableBorder miw={tableWidth(questions.length, deciding)} aria-label={t('run.list.label')}>
        <Table.Thead>
          <Table.Tr>
            {deciding && (
              <Table.Th>
                <VisuallyHidden>{t('run.list.select')}</VisuallyHidden>
              </Table.Th>
            )}
            <Table.Th>{t('ws.rs.name')}</Table.Th>
            <Table.Th>{t('run.list.usn')}</Table.Th>
            {contacts && <Table.Th>{t('run.list.email')}</Table.Th>}
            <Table.Th>{t('run.list.semester')}</Table.Th>
            {questions.map((q) => (
              <Table.Th key={q.id}>{questionHeader(q, t)}</Table.Th>
            ))}
            <Table.Th>{t('ws.rs.status')}</Table.Th>
            <Table.Th>{t('run.list.checkedIn')}</Table.Th>
            {deciding && <Table.Th>{t('run.list.decision')}</Table.Th>}
            {onDelete && <Table.Th>{t('ws.delete')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {registrations.map((r) => (
            <Table.Tr key={r.id}>
              {deciding && <Table.Td>{decisions && awaitsDecision(r) && <ChooseBox registration={r} decisions={decisions} />}</Table.Td>}
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>{r.usn}</Table.Td>
              {contacts && <Table.Td>{r.email}</Table.Td>}
              <Table.Td>{r.semester}</Table.Td>
              {questions.map((q) => (
                <Table.Td key={q.id} maw={280} style={wrapAnywhere}>
                  {answerOf(r, q, t)}
                </Table.Td>
              ))}
              <Table.Td>
                <StatusCell registration={r} timeZone={timeZone} />
              </Table.Td>
              <Table.Td>
                {r.checkedInAt ? (
                  formatClock(r.checkedInAt, language)
                ) : canCheckInNow(r, checkInMode) ? (
                  <Button size="xs" onClick={() => onCheckIn(r)} loading={busyId === r.id} aria-label={t('run.list.checkInNamed', { name: r.name })}>
                    {t('ws.checkIn')}
                  </Button>
                ) : (
                  t('run.list.no')
                )}
              </Table.Td>
              {deciding && (
                <Table.Td>
                  {decisions && awaitsDecision(r) && (
                    <Group gap="xs" wrap="nowrap">
                      <DecisionButtons registration={r} decisions={decisions} />
                    </Group>
                  )}
                </Table.Td>
              )}
              {onDelete && (
                <Table.Td>
                  <Button size="xs" color="red" variant="light" onClick={() => onDelete(r)} aria-label={t('run.list.deleteNamed', { name: r.name })}>
                    {t('ws.delete')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
