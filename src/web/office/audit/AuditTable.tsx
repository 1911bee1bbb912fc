import { Anchor, Stack, Table, Text } from '@mantine/core';
import { eventWhen } from '../../../domain/event-when.ts';
import type { AuditEntryView } from '../../../domain/responses/audit.ts';
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
  return (
    <Stack gap={0}>
      <Text size="sm">{actor.name}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {actor.email}
        {actor.id === null && ' (account deleted)'}
      </Text>
    </Stack>
  );
}

/** The log as a table; on a phone it scrolls sideways by itself (the page never does), and a keyboard can scroll it too. */
export function AuditTable({ entries, timeZone, labelledBy, showClub, onPickEvent }: AuditTableProps) {
  return (
    <Table.ScrollContainer minWidth={760} type="native" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <Table verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th>Changes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{eventWhen(entry.at, timeZone)}</Table.Td>
              <Table.Td>
                <Who actor={entry.actor} />
              </Table.Td>
              <Table.Td>{actionInWords(entry.action)}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  {/* A club's own entry (a take-over) concerns no event. */}
                  {entry.eventId ? (
                    <Anchor component="button" type="button" size="sm" ta="left" onClick={() => onPickEvent(entry.eventId)} aria-label={`Show only entries of ${entry.eventName}`} title="Show only this event’s entries">
                      {entry.eventName}
                    </Anchor>
                  ) : (
                    <Text size="sm">—</Text>
                  )}
                  {showClub && (
                    <Text size="xs" c="dimmed">
                      {entry.organizer.name ?? 'Deleted club'}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>
                {changesInWords(entry, timeZone).map((line, i) => (
                  <Text key={i} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
