import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './OfflineNotice.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the device says it has a network; the server renders as online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/**
 * Says, without covering anything, that what shows is what was saved. The
 * status region is always there, empty while online, so screen readers announce the change.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" className={classes.notice}>
      {online ? null : t('shell.offline')}
    </div>
  );
}
