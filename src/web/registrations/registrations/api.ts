import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Answers } from '../../../domain/questions.ts';
import type { DrawView } from '../../../domain/responses/events.ts';
import type { PrivacyNotice } from '../../../domain/responses/retention.ts';
import type { MyRegistrations, RegistrationList, RegistrationView } from '../../../domain/responses/registrations.ts';
import type { RegistrationInput } from '../../../domain/schemas/registration.ts';
import { api } from '../../infrastructure/api/client.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';

/** The edit form as sent (the server validates it with registrationPatchSchema); the e-mail cannot change. */
export interface RegistrationChanges {
  name: string;
  usn: string;
  semester: string;
  contactNo: string;
  email: string;
  /** Answers to the event's questions, sent only when it has some (editable while it is upcoming). */
  answers?: Answers;
}

/** The registration form as sent: the standard fields, and the answers when the event asks questions. */
export type RegistrationSubmission = RegistrationInput & { answers?: Answers };

/** The retention schedule in force (the public privacy notice's): when sensitive answers are deleted. */
export function useRetentionSchedule(enabled = true) {
  return useQuery({ queryKey: rootKeys.privacy, queryFn: () => api.get<PrivacyNotice>('/api/privacy'), staleTime: 3_600_000, enabled });
}

const all = rootKeys.registrations;
export const registrationKeys = {
  all,
  forEvent: (eventId: string, q = '') => [...all, 'event', eventId, q] as const,
  one: (id: string) => [...all, 'one', id] as const,
  mine: [...all, 'mine'] as const,
  draw: (eventId: string) => [...all, 'draw', eventId] as const,
};

const registrationPath = (id: string) => `/api/registrations/${encodeURIComponent(id)}`;
const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;
/** Where anyone reads a lottery's draw: the seed and the entrant list it can be re-run from. */
export const drawPath = (eventId: string) => `${eventPath(eventId)}/draw`;

/** The event's registrants, for its organizer only (the server refuses anyone else). */
export function useEventRegistrations(eventId: string, q = '', enabled = true) {
  return useQuery({
    queryKey: registrationKeys.forEvent(eventId, q),
    queryFn: () => api.get<RegistrationList>(`${eventPath(eventId)}/registrations${q ? `?q=${encodeURIComponent(q)}` : ''}`),
    enabled,
  });
}

export function useMyRegistrations(enabled = true) {
  return useQuery({ queryKey: registrationKeys.mine, queryFn: () => api.get<MyRegistrations>('/api/me/registrations'), enabled });
}

export function useRegistration(id: string, enabled = true) {
  return useQuery({ queryKey: registrationKeys.one(id), queryFn: () => api.get<RegistrationView>(registrationPath(id)), retry: false, enabled });
}

/** Registers the student; the answer says whether they got a place or joined the waitlist. */
export function useRegister(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: RegistrationSubmission) => api.create<RegistrationView>(`${eventPath(eventId)}/registrations`, form),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rootKeys.events });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
    },
  });
}

/** Registers the student for any event with the details of their profile (one tap, from a card). */
export function useRegisterWithProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, form }: { eventId: string; form: RegistrationInput }) => api.create<RegistrationView>(`${eventPath(eventId)}/registrations`, form),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rootKeys.events });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
    },
  });
}

export function useUpdateRegistration(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: RegistrationChanges) => api.patch<RegistrationView>(registrationPath(id), form),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}

/**
 * Confirms the seat offered to the student (a waitlist's claim window): the answer is the
 * registration, now registered. onSettled: a refusal (409, the offer expired) changes what
 * the pages show as well.
 */
export function useConfirmSeat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<RegistrationView>(`${registrationPath(id)}/confirm`, {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: rootKeys.events });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
    },
  });
}

/** A lottery's published draw (its seed and entrants), once it has been drawn. */
export function useDraw(eventId: string, enabled: boolean) {
  return useQuery({ queryKey: registrationKeys.draw(eventId), queryFn: () => api.get<DrawView>(drawPath(eventId)), enabled, staleTime: Infinity });
}

/** Cancelling (student) or removing (organizer) a registration. */
export function useDeleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(registrationPath(id)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rootKeys.events });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      void queryClient.invalidateQueries({ queryKey: rootKeys.organizers });
    },
  });
}

// Check-in: a refused ticket may still have changed what the list shows, hence onSettled.

/** Checks in the ticket with this code (scanned or typed at the door). */
export function useCheckInTicket(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<RegistrationView>(`${eventPath(eventId)}/check-in`, { code }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}

/** Checks in a registration picked from the list. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<RegistrationView>(`${registrationPath(id)}/check-in`, {}),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}
