import { useQuery } from '@tanstack/react-query';
import type { SeriesView } from '../../../domain/responses/events.ts';
import { api } from '../../infrastructure/api/client.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';

const all = rootKeys.series;
export const seriesKeys = {
  all,
  one: (id: string) => [...all, 'one', id] as const,
};

const seriesPath = (id: string) => `/api/series/${encodeURIComponent(id)}`;

/** Also the router's: its loader warms the cache while the series page's code loads. */
export const seriesQuery = (id: string) => ({
  queryKey: seriesKeys.one(id),
  queryFn: () => api.get<SeriesView>(seriesPath(id)),
});

/** A series and all its dates, in order, past ones included (GET /api/series/:id). */
export function useSeries(id: string) {
  return useQuery(seriesQuery(id));
}
