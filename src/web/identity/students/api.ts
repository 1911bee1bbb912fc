import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CalendarFeed } from '../../../domain/responses/calendar.ts';
import type { Preferences } from '../../../domain/responses/preferences.ts';
import type { PreferencesInput } from '../../../domain/schemas/preferences.ts';
import type { PushSubscriptionList } from '../../../domain/responses/push.ts';
import { api } from '../../infrastructure/api/client.ts';
import { subscribeThisBrowser, unsubscribeThisBrowser } from '../../infrastructure/pwa/push.ts';
import { rootKeys } from '../../infrastructure/api/query-keys.ts';

const all = rootKeys.students;
export const studentKeys = {
  all,
  calendarFeed: [...all, 'calendar-feed'] as const,
  preferences: [...all, 'preferences'] as const,
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

/** The student's interests (campus tags) and which e-mails they want: reminders, the daily digest. */
export function usePreferences() {
  return useQuery({ queryKey: studentKeys.preferences, queryFn: () => api.get<Preferences>('/api/me/preferences') });
}

/** The preferences with a change laid over them: a change of notifications names only the kinds it changes. */
function laidOver(before: Preferences, change: PreferencesInput): Preferences {
  const { notifications, ...rest } = change;
  const chosen = Object.fromEntries(Object.entries(notifications ?? {}).filter(([, v]) => v !== undefined));
  return { ...before, ...rest, notifications: { ...before.notifications, ...chosen } };
}

/**
 * Saves one change at once (only the fields sent change), shown before the server answers
 * and taken back if it refuses. Quick changes are sent one after another, in order (one
 * scope), so what is shown is always the server's last answer with the changes still
 * waiting laid over it. `onFailed` hears of every refused change (mutate's own callbacks
 * hear only of the latest).
 */
export function useSavePreferences(onFailed?: (error: Error) => void) {
  const queryClient = useQueryClient();
  const key = studentKeys.preferences;
  /** What the server last said it holds (the query shows it with the waiting changes). */
  const confirmed = useRef<Preferences | undefined>(undefined);
  /** `confirmed` with the changes still waiting, but for `settled`, laid over it in order. */
  const showConfirmed = (settled: PreferencesInput) => {
    if (!confirmed.current) return;
    const waiting = queryClient
      .getMutationCache()
      .findAll({ mutationKey: key, status: 'pending' })
      .filter((m) => m.state.variables !== settled)
      .sort((a, b) => a.mutationId - b.mutationId)
      .map((m) => m.state.variables as PreferencesInput);
    queryClient.setQueryData<Preferences>(key, waiting.reduce(laidOver, confirmed.current));
  };
  return useMutation({
    mutationKey: key,
    scope: { id: key.join('/') },
    mutationFn: (change: PreferencesInput) => api.put<Preferences>('/api/me/preferences', change),
    onMutate: async (change) => {
      // This change already counts among the pending ones.
      const alone = queryClient.isMutating({ mutationKey: key }) === 1;
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Preferences>(key);
      if (alone) confirmed.current = before;
      if (before) queryClient.setQueryData<Preferences>(key, laidOver(before, change));
    },
    onError: (error, change) => {
      onFailed?.(error);
      showConfirmed(change);
    },
    onSuccess: (saved, change) => {
      confirmed.current = saved;
      showConfirmed(change);
      // Interests order the For-you listing.
      if (change.interests) void queryClient.invalidateQueries({ queryKey: rootKeys.events });
    },
  });
}

const pushKeys = {
  key: [...all, 'push-key'] as const,
  subscriptions: [...all, 'push-subscriptions'] as const,
};

/** The browsers the person turned notifications on in. */
export function usePushSubscriptions() {
  return useQuery({ queryKey: pushKeys.subscriptions, queryFn: () => api.get<PushSubscriptionList>('/api/me/push-subscriptions') });
}

/**
 * Turns notifications on for this browser: the server's key, the browser's permission and
 * subscription (asked only now), then the subscription saved on the server. Its id is
 * remembered here, so the list can say which device is this one.
 */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await queryClient.fetchQuery({ queryKey: pushKeys.key, queryFn: () => api.get<{ publicKey: string }>('/api/push/key'), staleTime: Infinity });
      const subscription = await subscribeThisBrowser(publicKey);
      const saved = await api.create<{ id: string }>('/api/me/push-subscriptions', { endpoint: subscription.endpoint, keys: subscription.keys });
      rememberThisDevice(saved.id);
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.subscriptions }),
  });
}

/** Removes one device; when it is this browser, its subscription at the push service ends too. */
export function useRemovePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(`/api/me/push-subscriptions/${encodeURIComponent(id)}`);
      if (id === thisDevice()) {
        rememberThisDevice(null);
        await unsubscribeThisBrowser().catch(() => undefined);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.subscriptions }),
  });
}

const THIS_DEVICE = 'quad-push-subscription';

/** The id of this browser's subscription on the server, as saved here when it was turned on. */
export function thisDevice(): string | null {
  try {
    return localStorage.getItem(THIS_DEVICE);
  } catch {
    return null;
  }
}

function rememberThisDevice(id: string | null) {
  try {
    if (id) localStorage.setItem(THIS_DEVICE, id);
    else localStorage.removeItem(THIS_DEVICE);
  } catch {
    // Private mode without storage: the list just does not mark this device.
  }
}
