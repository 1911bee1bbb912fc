import { Badge, Button, ScrollArea, Table, Text } from '@mantine/core';
import type { RegistrationView } from '../../domain/responses/registrations.ts';
import { formatClock } from './CheckInPanel.tsx';

interface Props {
  registrations: RegistrationView[];
  checkInMode: boolean;
  onDelete: (r: RegistrationView) => void;
  onCheckIn: (r: RegistrationView) => void;
  busyId: string | null;
}

/** Name, USN, e-mail, semester, status, checked in, delete (SPEC.md §2 plus the waitlist and check-in). */
export function RegistrationsTable({ registrations, checkInMode, onDelete, onCheckIn, busyId }: Props) {
  if (registrations.length === 0) return <Text>No registrations found.</Text>;
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
                <Badge color={r.status === 'registered' ? 'green' : 'orange'} variant="light">
                  {r.status === 'registered' ? 'Registered' : 'Waitlisted'}
                </Badge>
              </Table.Td>
              <Table.Td>
                {r.checkedInAt ? (
                  formatClock(r.checkedInAt)
                ) : checkInMode && r.status === 'registered' ? (
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
