import { useEffect } from 'react';

/**
 * Asks the device not to dim or lock the screen while a ticket is shown (the Screen Wake
 * Lock API, where there is one), again each time the page comes back into view: the
 * device drops the lock whenever the page is hidden. Nothing happens where it is refused.
 */
export function useScreenAwake(active: boolean) {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let gone = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (gone) void sentinel.release();
          else lock = sentinel;
        })
        .catch(() => {});
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => {});
    };
  }, [active]);
}
