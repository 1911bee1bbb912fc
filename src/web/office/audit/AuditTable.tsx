import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { eventWhen } from '../../../domain/event-when.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import type { AuditEntryView } from '../../../domain/responses/audit.ts';
import { LogTable } from '../../infrastructure/components/LogTable.tsx';
import { actionInWords, changesInWords } from './changes-in-words.ts';

interface AuditTableProps {
  entries: AuditEntryView[];
  timeZone: string;
  /** The id of the heading that names the table (and its scrolling region). */
  labelledBy: string;
  /** The whole campus's log names each entry's club; a club's own does not need to. */
  showClub: boolean;
  /** Narrows the log to one event (its name in the table is the way to pick it). */
  onPickEvent: (eventId: string) => void;
}

function Who({ actor }: { actor: AuditEntryView['actor'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="sm">{actor.name}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {actor.email}
        {actor.id === null && ` ${t('office.audit.accountDeleted')}`}
      </Text>
    </Stack>
  );
}

/** The log as a table, a row an entry. */
export function AuditTable({ entries, timeZone, labelledBy, showClub, onPickEvent }: AuditTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  return (
    <LogTable
      labelledBy={labelledBy}
      minWidth={760}
      columns={[t('office.audit.time'), t('office.audit.who'), t('office.audit.action'), t('office.audit.event'), t('office.audit.changes')]}
    >
      {entries.map((entry) => (
        <Table.Tr key={entry.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{eventWhen(entry.at, timeZone, undefined, language)}</Table.Td>
          <Table.Td>
            <Who actor={entry.actor} />
          </Table.Td>
          <Table.Td>{actionInWords(entry.action, t)}</Table.Td>
          <Table.Td>
            <Stack gap={0}>
              {/* A club's own entry (a take-over) concerns no event. */}
              {entry.eventId ? (
                <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onPickEvent(entry.eventId)} aria-label={t('office.audit.onlyEventNamed', { name: entry.eventName })} title={t('office.audit.onlyEvent')}>
                  {entry.eventName}
                </Anchor>
              ) : (
                <Text size="sm">—</Text>
              )}
              {showClub && (
                <Text size="xs" c="dimmed">
                  {entry.organizer.name ?? t('office.audit.deletedClub')}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td>
            {changesInWords(entry, timeZone, t, language).map((line, i) => (
              <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
          </Table.Td>
        </Table.Tr>
      ))}
    </LogTable>
  );
}
