/*
 * Web Push in the service worker (imported by sw.js: vite.config.ts, workbox.importScripts).
 * A push message is the JSON of a notice (src/domain/push.ts, PushNotice), decrypted by the
 * browser: shown as a notification with the club's icon and, where the student has a
 * ticket, a "Show ticket" action. A tap opens the notice's page (or the action's), in a
 * window of the app already open when there is one.
 */
self.addEventListener('push', (event) => {
  let notice = null;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== 'string') return;
  const actions = Array.isArray(notice.actions) ? notice.actions.filter((a) => a && a.action && a.title) : [];
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body || '',
      icon: notice.icon || '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One notification per message, however often it arrives.
      tag: notice.tag || undefined,
      data: { url: notice.url || '/', actions: Object.fromEntries(actions.map((a) => [a.action, a.url])) },
      actions: actions.map((a) => ({ action: a.action, title: a.title })),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const path = (event.action && data.actions && data.actions[event.action]) || data.url || '/';
  // Only pages of this site: a notice names paths, never another origin.
  const target = new URL(path, self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === target.origin && 'navigate' in w);
      if (open) return open.focus().then((w) => (w || open).navigate(target.href));
      return self.clients.openWindow(target.href);
    }),
  );
});
