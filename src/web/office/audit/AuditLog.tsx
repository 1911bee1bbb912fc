import { Button, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { LinesSkeleton, QueryState } from '../../infrastructure/components/QueryState.tsx';
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
  const { t } = useTranslation();
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
        {t('office.audit.entries')}
      </Title>
      <QueryState
        query={log}
        loadingLabel={t('office.audit.loading')}
        skeleton={<LinesSkeleton rows={5} height={36} gap="xs" />}
        errorMessage={log.error?.message || t('office.audit.loadFailed')}
        isEmpty={() => entries.length === 0}
        empty={{ text: filtered ? t('office.audit.noMatch') : t('office.audit.none') }}
      >
        {() => (
            <>
              <AuditTable entries={entries} timeZone={zone} labelledBy={headingId} showClub={organizerId === null} onPickEvent={(eventId) => apply({ ...filters, eventId })} />
              {log.isFetchNextPageError && <Text role="alert">{t('office.audit.moreFailed')}</Text>}
              {log.hasNextPage && (
                <Button variant="default" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
                  {t('office.audit.loadMore')}
                </Button>
              )}
            </>
        )}
      </QueryState>
    </Stack>
  );
}
