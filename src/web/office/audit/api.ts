import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditEventChoices, AuditPage } from '../../../domain/responses/audit.ts';
import { api } from '../../infrastructure/api/client.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';

/** The log's filters as the page's address holds them; empty = no filter. */
export interface AuditFilters {
  eventId: string;
  /** An account's e-mail address (or id). */
  actor: string;
  action: string;
}

export const NO_FILTERS: AuditFilters = { eventId: '', actor: '', action: '' };

const all = rootKeys.audit;
export const auditKeys = {
  all,
  /** One club's log, or the whole log ('all'), with its filters. */
  log: (organizerId: string | null, filters: AuditFilters) => [...all, organizerId ?? 'all', filters] as const,
  events: (q: string) => [...all, 'events', q] as const,
};

/** The log's events whose name contains `q` (the server narrows them to what the viewer may read). */
export function useAuditEventChoices(q: string) {
  return useQuery({
    queryKey: auditKeys.events(q),
    queryFn: () => api.get<AuditEventChoices>(`/api/admin/audit/events?q=${encodeURIComponent(q)}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/audit for the filters (and one club), from `before` on. */
export function auditPath(filters: AuditFilters, organizerId: string | null, before?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  if (organizerId) params.set('organizerId', organizerId);
  if (before) params.set('before', before);
  const query = params.toString();
  return `/api/admin/audit${query ? `?${query}` : ''}`;
}

/** The log newest first, a page at a time (Load more); the server narrows it to what the viewer may read. */
export function useAuditLog(filters: AuditFilters, organizerId: string | null) {
  return useInfiniteQuery({
    queryKey: auditKeys.log(organizerId, filters),
    queryFn: ({ pageParam }) => api.get<AuditPage>(auditPath(filters, organizerId, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The previous answer stays on screen while a new filter's loads: no flash of emptiness.
    placeholderData: keepPreviousData,
  });
}
