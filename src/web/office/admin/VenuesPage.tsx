import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VenueView } from '../../../domain/responses/venues.ts';
import { useSession } from '../../infrastructure/api/session.ts';
import { useVenues } from '../../infrastructure/api/venues.ts';
import { Page } from '../../infrastructure/components/Page.tsx';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
import { AddVenueForm } from './AddVenueForm.tsx';
import { TimeZoneNotice } from '../../infrastructure/components/TimeZoneNotice.tsx';

/** The venues as a table: three narrow columns that wrap, so a phone never scrolls sideways. */
function VenueTable({ venues }: { venues: VenueView[] }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="sm" aria-labelledby="venues-heading">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('office.venues.name')}</Table.Th>
          <Table.Th>{t('office.venues.building')}</Table.Th>
          <Table.Th ta="right">{t('office.venues.capacity')}</Table.Th>
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
  const { t } = useTranslation();
  const venues = useVenues();
  return (
    <Stack gap="sm">
      <Title order={2} id="venues-heading">
        {t('office.venues.list')}
      </Title>
      <QueryState
        query={venues}
        loadingLabel={t('office.venues.loading')}
        skeleton={<LinesSkeleton rows={4} height={36} gap="xs" />}
        errorMessage={t('office.venues.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={{ title: t('office.venues.emptyTitle'), text: t('office.venues.emptyText') }}
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
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Page title={t('office.venues.title')}>
      <TimeZoneNotice />
      {!user?.admin ? (
        <Text role="alert">{t('office.sentence', { text: t('msg:adminsOnlyVenues') })}</Text>
      ) : (
        <>
          <Text>{t('office.venues.intro')}</Text>
          <VenueList />
          <Stack gap="sm">
            <Title order={2} id="add-venue-heading">
              {t('office.venues.addHeading')}
            </Title>
            <AddVenueForm />
          </Stack>
        </>
      )}
    </Page>
  );
}
