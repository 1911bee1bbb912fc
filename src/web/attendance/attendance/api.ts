import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DoorCode, DoorList, ScanResults } from '../../../domain/responses/attendance.ts';
import type { RegistrationView } from '../../../domain/responses/registrations.ts';
import { api } from '../../infrastructure/api/client.ts';
import { isRefusal } from '../../infrastructure/api/errors.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';
import type { QueuedScan } from './door-queue.ts';

/** Under the registrations' root: a check-in changes both, and the first download needs no root of its own. */
export const attendanceKeys = {
  door: (eventId: string) => [...rootKeys.registrations, 'door', eventId] as const,
};

const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

/** How long after a code's step ends the screen asks for the next: a moment, so the server is surely in the next step. */
const AFTER_STEP_MS = 300;

/** A refusal (403, 409) will not change by asking again; a dropped connection may. */
const retryUnlessRefused = (failures: number, error: Error) => !isRefusal(error) && failures < 5;

/**
 * The door screen's code, asked for again as each 30-second step ends. A code
 * stays accepted for one more step, so a screen that lags a little still shows a good one.
 */
export function useDoorCode(eventId: string, enabled = true) {
  return useQuery({
    queryKey: attendanceKeys.door(eventId),
    queryFn: () => api.get<DoorCode>(`${eventPath(eventId)}/door-code`),
    enabled,
    staleTime: 0,
    retry: retryUnlessRefused,
    refetchInterval: (query) => {
      const expiresAt = query.state.data ? Date.parse(query.state.data.expiresAt) : NaN;
      // After a failure, try again soon; never faster than once a second (a clock far ahead of the server's).
      return Number.isNaN(expiresAt) ? 5_000 : Math.max(1_000, expiresAt - Date.now() + AFTER_STEP_MS);
    },
    // A full-screen door screen on a tablet may be "hidden" to the browser while it shows.
    refetchIntervalInBackground: true,
  });
}

/** The student checks in with the code their phone read. */
export function useSelfCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<RegistrationView>(`${eventPath(eventId)}/self-check-in`, { code }),
    onSettled: () => {
      // Their registration now says when they checked in (profile, event page).
      void queryClient.invalidateQueries({ queryKey: rootKeys.registrations });
      void queryClient.invalidateQueries({ queryKey: rootKeys.events });
    },
  });
}

/**
 * The door device's copy of the seat holders and their tickets, read again
 * while check-in mode is on and the network is there; the caller keeps it on the device.
 */
export function useDoorList(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...rootKeys.registrations, 'door-list', eventId],
    queryFn: () => api.get<DoorList>(`${eventPath(eventId)}/door-list`),
    enabled,
    retry: retryUnlessRefused,
    refetchInterval: 60_000,
  });
}

/** Sends scans taken offline; the list and the counts are read again afterwards. */
export function useSendScans(eventId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (scans: readonly QueuedScan[]) => {
      const answer = await api.post<ScanResults>(`${eventPath(eventId)}/check-ins`, { scans });
      void queryClient.invalidateQueries({ queryKey: rootKeys.registrations });
      return answer.results;
    },
    [eventId, queryClient],
  );
}
