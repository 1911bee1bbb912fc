import { Stack, Table, Text, Title } from '@mantine/core';
import { MSG } from '../../../domain/messages.ts';
import type { VenueView } from '../../../domain/responses/venues.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { useVenues } from '../../infrastructure/api/venues.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { AddVenueForm } from './AddVenueForm.tsx';
import { TimeZoneNotice } from '../../infrastructure/components/TimeZoneNotice.tsx';

/** The venues as a table: three narrow columns that wrap, so a phone never scrolls sideways. */
function VenueTable({ venues }: { venues: VenueView[] }) {
  return (
    <Table verticalSpacing="sm" aria-labelledby="venues-heading">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Building</Table.Th>
          <Table.Th ta="right">Capacity</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {venues.map((venue) => (
          <Table.Tr key={venue.id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{venue.name}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{venue.building}</Table.Td>
            <Table.Td ta="right">{venue.capacity}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function VenueList() {
  const venues = useVenues();
  return (
    <Stack gap="sm">
      <Title order={2} id="venues-heading">
        Campus venues
      </Title>
      <QueryState
        query={venues}
        loadingLabel="Loading venues"
        skeleton={<LinesSkeleton rows={4} height={36} gap="xs" />}
        errorMessage="The venues could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={{ title: 'No venues yet', text: 'Add the first one below, and clubs can book it for their events.' }}
      >
        {(list) => <VenueTable venues={list} />}
      </QueryState>
    </Stack>
  );
}

/**
 * The campus office's venues, for the accounts listed in ADMIN_EMAILS: the
 * rooms events can book, and a form to add one.
 */
export function VenuesPage() {
  const { user } = useSession();
  return (
    <Page title="Venues">
      <TimeZoneNotice />
      {!user?.admin ? (
        <Text role="alert">{MSG.adminsOnlyVenues}.</Text>
      ) : (
        <>
          <Text>Organizers pick these when they create an event; a venue holds one event at a time.</Text>
          <VenueList />
          <Stack gap="sm">
            <Title order={2} id="add-venue-heading">
              Add a venue
            </Title>
            <AddVenueForm />
          </Stack>
        </>
      )}
    </Page>
  );
}
