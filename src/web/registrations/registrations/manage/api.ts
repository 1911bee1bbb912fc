import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationDecisions, RegistrationView } from '../../../../domain/responses/registrations.ts';
import { api } from '../../../infrastructure/api/client.ts';
import { rootKeys } from '../../../infrastructure/api/query-keys.ts';

/** What an organizer decides about a registration pending approval (API.md "Questions, approval, windows, lotteries"). */
export type Decision = 'approve' | 'decline';

const registrationPath = (id: string) => `/api/registrations/${encodeURIComponent(id)}`;
const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

/**
 * A decision moves registrations between the event's counts (pending → registered or
 * waitlisted) and changes the list, its option counts and the dashboard's numbers: all are
 * read again. onSettled: a refused decision (409, someone else decided first) means the
 * list on screen is out of date too.
 */
function useInvalidateAfterDecision() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: rootKeys.registrations });
    void queryClient.invalidateQueries({ queryKey: rootKeys.events });
    void queryClient.invalidateQueries({ queryKey: rootKeys.organizers });
  };
}

/** Approves or declines one pending registration; the answer is the registration as it now stands. */
export function useDecideRegistration() {
  const invalidate = useInvalidateAfterDecision();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) => api.post<RegistrationView>(`${registrationPath(id)}/${decision}`, {}),
    onSettled: invalidate,
  });
}

/** Approves or declines several pending registrations of one event at once: all of them, or none. */
export function useDecideRegistrations(eventId: string) {
  const invalidate = useInvalidateAfterDecision();
  return useMutation({
    mutationFn: ({ ids, decision }: { ids: string[]; decision: Decision }) =>
      api.post<RegistrationDecisions>(`${eventPath(eventId)}/registrations/decisions`, { ids, decision }),
    onSettled: invalidate,
  });
}
