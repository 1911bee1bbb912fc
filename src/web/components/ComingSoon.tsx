import { Text } from '@mantine/core';
import { Page } from './Page.tsx';

/** A route that exists but whose screen is not built yet: it says so plainly. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Text>This page is not available yet. It is coming soon.</Text>
    </Page>
  );
}
