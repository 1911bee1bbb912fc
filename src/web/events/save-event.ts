import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventView } from '../../domain/events.ts';
import { api } from '../api/client.ts';
import type { EventFormValues } from './EventForm.tsx';

async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { id } = await api.post<{ id: string }>('/api/images', body);
  return id;
}

/** Uploads the image (if any), then creates or updates the event. */
export function useSaveEvent(eventId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, image }: { values: EventFormValues; image: File | null }) => {
      const imageId = image ? await uploadImage(image) : undefined;
      const body = { ...values, ...(imageId && { imageId }) };
      return eventId
        ? api.patch<EventView>(`/api/events/${encodeURIComponent(eventId)}`, body)
        : api.post<EventView>('/api/events', body);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['events'] });
      void queryClient.invalidateQueries({ queryKey: ['organizers'] });
    },
  });
}
