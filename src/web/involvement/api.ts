import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Involvement } from '../../domain/responses/attendance.ts';
import type { RecordLinkCreated, RecordLinks } from '../../domain/responses/records.ts';
import type { RecordLinkInput } from '../../domain/schemas/involvement-links.ts';
import { api } from '../api/client.ts';

export const involvementKeys = { all: ['involvement'] as const, links: ['involvement', 'links'] as const };

/** GET /api/me/involvement.pdf: a plain link, so the browser downloads it as a file. */
export const INVOLVEMENT_PDF_PATH = '/api/me/involvement.pdf';

/** GET /api/me/involvement: asked again on every visit, as a check-in may have come since. */
export function useInvolvement(enabled: boolean) {
  return useQuery({ enabled, queryKey: involvementKeys.all, queryFn: () => api.get<Involvement>('/api/me/involvement'), refetchOnMount: 'always' });
}

/** GET /api/me/involvement/links: the student's open shared links. */
export function useRecordLinks(enabled: boolean) {
  return useQuery({ enabled, queryKey: involvementKeys.links, queryFn: () => api.get<RecordLinks>('/api/me/involvement/links') });
}

/** POST /api/me/involvement/links: a new signed link; its URL comes back this once. */
export function useCreateRecordLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordLinkInput) => api.create<RecordLinkCreated>('/api/me/involvement/links', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: involvementKeys.links }),
  });
}

/** DELETE /api/me/involvement/links/:id: the link's page answers 404 from then on. */
export function useWithdrawRecordLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/me/involvement/links/${encodeURIComponent(id)}`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: involvementKeys.links }),
  });
}
