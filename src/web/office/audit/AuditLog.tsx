import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
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
      {log.isPending ? (
        <Loader aria-label={t('office.audit.loading')} />
      ) : log.isError && !log.data ? (
        <Text role="alert">{log.error.message || t('office.audit.loadFailed')}</Text>
      ) : entries.length === 0 ? (
        <Text>{filtered ? t('office.audit.noMatch') : t('office.audit.none')}</Text>
      ) : (
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
    </Stack>
  );
}
