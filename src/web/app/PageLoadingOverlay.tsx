import { LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The route-change overlay itself (NavigationOverlay decides when it shows). */
export default function PageLoadingOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={300}
      pos="fixed"
      overlayProps={{ blur: 1 }}
      loaderProps={{ 'aria-label': t('shell.loadingPage') } as never}
    />
  );
}
