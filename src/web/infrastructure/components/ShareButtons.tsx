import { Button } from '@mantine/core';
import { IconLink, IconShare } from '@tabler/icons-react';
import { useHydrated } from './use-hydrated.ts';
import { notifyError, notifySuccess } from './notify.ts';

/** Copy the page's link, and share it where the device can (the Web Share API). */
export function ShareButtons({ title, path }: { title: string; path: string }) {
  // Known in the browser only: the page rendered on the server (and its hydration) has no Share button.
  const canShare = useHydrated() && typeof navigator.share === 'function';
  const url = () => `${window.location.origin}${path}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      notifySuccess('Link copied.');
    } catch {
      notifyError('The link could not be copied.');
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
        Copy link
      </Button>
      {canShare && (
        <Button variant="default" onClick={() => void share()} leftSection={<IconShare size={18} aria-hidden />}>
          Share
        </Button>
      )}
    </>
  );
}
