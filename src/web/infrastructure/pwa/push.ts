/**
 * The browser's side of Web Push: whether this browser can have notifications, asking
 * its permission (only when the student presses the button), and its PushSubscription
 * through the service worker. Requests to Quad go through the feature's api module.
 */

export type PushSupport =
  | 'supported'
  /** An iPhone or iPad outside the home-screen app: Safari offers push only to an app added to the home screen. */
  | 'ios-add-to-home-screen'
  | 'unsupported';

function isAppleMobile(): boolean {
  const ua = navigator.userAgent;
  // iPadOS says it is a Mac; a Mac has no touch screen.
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isAppleMobile() && !isStandalone()) return 'ios-add-to-home-screen';
  return capable ? 'supported' : 'unsupported';
}

export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** The service worker, once it is ready (registered by main.tsx after the page loads). */
async function worker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null;
  return (await worker()).pushManager.getSubscription();
}

export class PushPermissionDenied extends Error {
  constructor() {
    super('Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.');
  }
}

/**
 * Asks the browser's permission (the prompt appears only now, on the student's press) and
 * subscribes with the server's key; the subscription as the server takes it.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied();
  const registration = await worker();
  const existing = await registration.pushManager.getSubscription();
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const subscription = existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  return subscription.toJSON();
}

/** Ends this browser's subscription at its push service. */
export async function unsubscribeThisBrowser(): Promise<void> {
  const subscription = await currentSubscription();
  await subscription?.unsubscribe();
}
