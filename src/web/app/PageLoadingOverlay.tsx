import { LoadingOverlay } from '@mantine/core';

/** The route-change overlay itself (NavigationOverlay decides when it shows). */
export default function PageLoadingOverlay({ visible }: { visible: boolean }) {
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={300}
      pos="fixed"
      overlayProps={{ blur: 1 }}
      loaderProps={{ 'aria-label': 'Loading page' } as never}
    />
  );
}
