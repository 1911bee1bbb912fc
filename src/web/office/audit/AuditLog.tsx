import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { useAuditLog, type AuditFilters } from './api.ts';
import { AuditFiltersForm } from './AuditFiltersForm.tsx';
import { AuditTable } from './AuditTable.tsx';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The filters live in the page's address (?eventId=&actor=&action=): a filtered log can be shared and Back undoes a filter. */
function useFiltersInAddress(): [AuditFilters, (next: AuditFilters) => void] {
  const [params, setParams] = useSearchParams();
  const eventId = params.get('eventId') ?? '';
  const actor = params.get('actor') ?? '';
  const action = params.get('action') ?? '';
  const filters = useMemo(() => ({ eventId, actor, action }), [eventId, actor, action]);
  const apply = (next: AuditFilters) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) if (value) search.set(name, value);
    setParams(search);
  };
  return [filters, apply];
}

/**
 * The audit log: the whole campus's for administrators, or one club's
 * (`organizerId`), which is all a club's account gets whatever it asks. Its page shows it
 * only to whom the policy (auditScope) lets read it.
 */
export function AuditLog({ organizerId }: { organizerId: string | null }) {
  const headingId = useId();
  const [filters, apply] = useFiltersInAddress();
  const log = useAuditLog(filters, organizerId);
  const zone = usePublicConfig().data?.timeZone ?? browserZone();
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const filtered = Boolean(filters.eventId || filters.actor || filters.action);
  return (
    <Stack gap="md">
      <AuditFiltersForm key={JSON.stringify(filters)} applied={filters} onApply={apply} />
      <Title order={2} id={headingId}>
        Entries
      </Title>
      {log.isPending ? (
        <Loader aria-label="Loading the log" />
      ) : log.isError && !log.data ? (
        <Text role="alert">{log.error.message || 'The log could not be loaded.'}</Text>
      ) : entries.length === 0 ? (
        <Text>{filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}</Text>
      ) : (
        <>
          <AuditTable entries={entries} timeZone={zone} labelledBy={headingId} showClub={organizerId === null} onPickEvent={(eventId) => apply({ ...filters, eventId })} />
          {log.isFetchNextPageError && <Text role="alert">More entries could not be loaded. Please try again.</Text>}
          {log.hasNextPage && (
            <Button variant="default" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
              Load more
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
