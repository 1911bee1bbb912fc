import { Badge, Box, Button, Card, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RegistrationView } from '../../domain/responses/registrations.ts';
import { formatClock } from './CheckInPanel.tsx';

interface Props {
  registrations: RegistrationView[];
  checkInMode: boolean;
  onDelete: (r: RegistrationView) => void;
  onCheckIn: (r: RegistrationView) => void;
  busyId: string | null;
}

function StatusBadge({ status }: Pick<RegistrationView, 'status'>) {
  return (
    <Badge color={status === 'registered' ? 'green' : 'orange'} variant="light">
      {status === 'registered' ? 'Registered' : 'Waitlisted'}
    </Badge>
  );
}

const canCheckInNow = (r: RegistrationView, checkInMode: boolean) => !r.checkedInAt && checkInMode && r.status === 'registered';

/**
 * Name, USN, e-mail, semester, status, checked in, delete (SPEC.md §2 plus the waitlist
 * and check-in): a table from 576 px up, one card per registration on a phone, so nothing
 * scrolls sideways there. Both are rendered and CSS shows one (first paint and server
 * rendering need no screen width); the hidden one is out of the accessibility tree.
 */
export function RegistrationsTable(props: Props) {
  if (props.registrations.length === 0) return <Text>No registrations found.</Text>;
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

function RegistrationRows({ registrations, checkInMode, onDelete, onCheckIn, busyId }: Props) {
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover withTableBorder miw={760} aria-label="Registrations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>USN</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Semester</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Checked in</Table.Th>
            <Table.Th>Delete</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {registrations.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.name}</Table.Td>
              <Table.Td>{r.usn}</Table.Td>
              <Table.Td>{r.email}</Table.Td>
              <Table.Td>{r.semester}</Table.Td>
              <Table.Td>
                <StatusBadge status={r.status} />
              </Table.Td>
              <Table.Td>
                {r.checkedInAt ? (
                  formatClock(r.checkedInAt)
                ) : canCheckInNow(r, checkInMode) ? (
                  <Button size="xs" onClick={() => onCheckIn(r)} loading={busyId === r.id} aria-label={`Check in ${r.name}`}>
                    Check in
                  </Button>
                ) : (
                  'No'
                )}
              </Table.Td>
              <Table.Td>
                <Button size="xs" color="red" variant="light" onClick={() => onDelete(r)} aria-label={`Delete registration of ${r.name}`}>
                  Delete
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

/** A long e-mail address or USN breaks inside the card rather than push it wider than the screen. */
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" style={wrapAnywhere}>
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** The phone's list: each registration a card, its Check in and Delete buttons full-width and in reach. */
function RegistrationCards({ registrations, checkInMode, onDelete, onCheckIn, busyId }: Props) {
  return (
    <Stack component="ul" gap="sm" aria-label="Registrations" p={0} m={0} style={{ listStyle: 'none' }}>
      {registrations.map((r) => (
        <Card key={r.id} component="li" withBorder padding="sm">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Text fw={600} style={wrapAnywhere}>
                {r.name}
              </Text>
              <StatusBadge status={r.status} />
            </Group>
            <Detail label="USN">{r.usn}</Detail>
            <Detail label="Email">{r.email}</Detail>
            <Detail label="Semester">{r.semester}</Detail>
            <Detail label="Checked in">{r.checkedInAt ? formatClock(r.checkedInAt) : 'No'}</Detail>
            <Group grow gap="xs" mt={4}>
              {canCheckInNow(r, checkInMode) && (
                <Button size="sm" onClick={() => onCheckIn(r)} loading={busyId === r.id} aria-label={`Check in ${r.name}`}>
                  Check in
                </Button>
              )}
              <Button size="sm" color="red" variant="light" onClick={() => onDelete(r)} aria-label={`Delete registration of ${r.name}`}>
                Delete
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
