import type { modals as ModalsApi } from '@mantine/modals';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

// Notifications and dialogs are needed only after someone acts, so their code (Mantine's
// notification container, modal manager, transitions, scroll lock) stays out of the
// first download and is fetched the first time something asks for it.
const NotificationsHost = lazy(() => import('./NotificationsHost.tsx'));
const ModalsHost = lazy(() => import('./ModalsHost.tsx'));

type Host = 'notifications' | 'modals';
const wanted = new Set<Host>();
const listeners = new Set<() => void>();
let version = 0;
let modalsMounted: () => void = () => {};
const modalsReady = new Promise<void>((resolve) => {
  modalsMounted = resolve;
});

function want(host: Host) {
  if (wanted.has(host)) return;
  wanted.add(host);
  version += 1;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounts the notification container; shown notifications wait in Mantine's store until then. */
export function requestNotifications() {
  want('notifications');
}

/** Mantine's modal manager, once its provider is mounted and listening. */
export async function openModals() {
  want('modals');
  const [{ modals }] = await Promise.all([import('@mantine/modals'), modalsReady]);
  return modals;
}

/** Rendered once inside MantineProvider: mounts each host the first time it is asked for. */
export function OnDemandHosts() {
  useSyncExternalStore(subscribe, () => version, () => 0);
  return (
    <Suspense fallback={null}>
      {wanted.has('notifications') && <NotificationsHost />}
      {wanted.has('modals') && <ModalsHost onReady={modalsMounted} />}
    </Suspense>
  );
}

/** Warms both hosts once the page is idle, so the first use does not wait for the network. */
export function usePreloadHosts() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 2000));
    idle(() => {
      void import('./NotificationsHost.tsx');
      void import('./ModalsHost.tsx');
    });
  }, []);
}

type ConfirmModalProps = Parameters<typeof ModalsApi.openConfirmModal>[0];

/**
 * Mantine's confirm dialog, opened as soon as the modal manager is in place. It confirms
 * once: its button stays under the finger while the dialog closes, so a double click or
 * tap would confirm (and send) twice. The same dialog (by its title) is not opened twice.
 */
export function openConfirmModal({ onConfirm, modalId, ...props }: ConfirmModalProps) {
  let confirmed = false;
  const once = () => {
    if (confirmed) return;
    confirmed = true;
    onConfirm?.();
  };
  const id = modalId ?? (typeof props.title === 'string' ? `confirm:${props.title}` : undefined);
  void openModals().then((modals) => modals.openConfirmModal({ ...props, modalId: id, onConfirm: once }));
}
