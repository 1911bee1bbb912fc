import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Involvement } from '../../../domain/responses/attendance.ts';
import type { RecordLinkCreated, RecordLinks } from '../../../domain/responses/records.ts';
import type { RecordLinkInput } from '../../../domain/schemas/involvement-links.ts';
import type { CredentialList } from '../../../domain/responses/credentials.ts';
import type { OutcomeProgress, ReflectionView } from '../../../domain/responses/outcomes.ts';
import { api } from '../../infrastructure/api/client.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';

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

export const reflectionKeys = { mine: [...rootKeys.reflections, 'mine'] as const, outcomes: [...rootKeys.reflections, 'outcomes'] as const };
export const credentialKeys = { mine: [...rootKeys.credentials, 'mine'] as const };

/** GET /api/me/reflections. */
export function useMyReflections(enabled: boolean) {
  return useQuery({ enabled, queryKey: reflectionKeys.mine, queryFn: async () => (await api.get<{ reflections: ReflectionView[] }>('/api/me/reflections')).reflections });
}

/** PUT /api/events/:id/reflection: written or rewritten, it waits for the club. */
export function useSaveReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, text }: { eventId: string; text: string }) => api.put<ReflectionView>(`/api/events/${encodeURIComponent(eventId)}/reflection`, { text }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: rootKeys.reflections });
      void queryClient.invalidateQueries({ queryKey: rootKeys.credentials });
    },
  });
}

/** GET /api/me/involvement/outcomes: the record by learning outcome. */
export function useOutcomeProgress(enabled: boolean) {
  return useQuery({ enabled, queryKey: reflectionKeys.outcomes, queryFn: () => api.get<OutcomeProgress>('/api/me/involvement/outcomes'), refetchOnMount: 'always' });
}

/** GET /api/me/credentials: issued as they are earned, so asked again on every visit. */
export function useMyCredentials(enabled: boolean) {
  return useQuery({ enabled, queryKey: credentialKeys.mine, queryFn: async () => (await api.get<CredentialList>('/api/me/credentials')).credentials, refetchOnMount: 'always' });
}

/** Plain links, so the browser saves each as a file. */
export const credentialDownloadPath = (id: string) => `/api/me/credentials/${encodeURIComponent(id)}/download`;
export const CLR_DOWNLOAD_PATH = '/api/me/credentials/clr/download';
