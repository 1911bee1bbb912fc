import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconLink, IconShare } from '@tabler/icons-react';
import { useHydrated } from './use-hydrated.ts';
import { notifyError, notifySuccess } from './notify.ts';

/** Copy the page's link, and share it where the device can (the Web Share API). */
export function ShareButtons({ title, path }: { title: string; path: string }) {
  // Known in the browser only: the page rendered on the server (and its hydration) has no Share button.
  const { t } = useTranslation();
  const canShare = useHydrated() && typeof navigator.share === 'function';
  const url = () => `${window.location.origin}${path}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      notifySuccess(t('share.copied'));
    } catch {
      notifyError(t('share.copyFailed'));
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title, url: url() });
    } catch {
      // Closing the share sheet is not an error worth telling.
    }
  };

  return (
    <>
      <Button variant="default" onClick={() => void copy()} leftSection={<IconLink size={18} aria-hidden />}>
        {t('share.copyLink')}
      </Button>
      {canShare && (
        <Button variant="default" onClick={() => void share()} leftSection={<IconShare size={18} aria-hidden />}>
          {t('share.share')}
        </Button>
      )}
    </>
  );
}
