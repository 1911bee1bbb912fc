import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '../../domain/responses/calendar.ts';
import { api } from '../api/client.ts';
import { rootKeys } from '../api/query-keys.ts';

const all = rootKeys.students;
export const studentKeys = {
  all,
  calendarFeed: [...all, 'calendar-feed'] as const,
};

/** The secret subscription URL of the student's events. */
export function useCalendarFeed() {
  return useQuery({ queryKey: studentKeys.calendarFeed, queryFn: () => api.get<CalendarFeed>('/api/me/calendar') });
}

/** A new secret URL; the old one stops working. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>('/api/me/calendar/reset', {}),
    onSuccess: (feed) => queryClient.setQueryData(studentKeys.calendarFeed, feed),
  });
}
