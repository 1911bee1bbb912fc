import { Alert, Loader } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBackendHealth } from '../infrastructure/api/health.ts';

/** Under `npm run dev` only: whether the preview backend answers /api/health. */
export function DevBanner() {
  const { t } = useTranslation();
  const health = useBackendHealth();

  if (health.isPending) {
    return (
      <Alert radius={0} py={4} color="gray" icon={<Loader size={14} aria-label={t('shell.dev.checking')} />}>
        {t('shell.dev.checkingNow')}
      </Alert>
    );
  }
  if (health.isError) {
    return (
      <Alert radius={0} py={4} color="red" icon={<IconPlugConnectedX size={16} aria-hidden />} role="status">
        {t('shell.dev.down')}
      </Alert>
    );
  }
  return (
    <Alert radius={0} py={4} color="green" icon={<IconPlugConnected size={16} aria-hidden />} role="status">
      {t('shell.dev.up')}
    </Alert>
  );
}
