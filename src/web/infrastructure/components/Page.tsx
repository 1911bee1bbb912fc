import { Container, Stack, Title, type ContainerProps } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface PageProps {
  title: string;
  /** Shown as the h1; defaults to the title. */
  heading?: ReactNode;
  /** Shown right under the h1 (e.g. the summary of the event the page acts on). */
  subheading?: ReactNode;
  size?: ContainerProps['size'];
  children?: ReactNode;
}

/** Every screen: a document title and one h1. */
export function Page({ title, heading, subheading, size = 'md', children }: PageProps) {
  useDocumentTitle(`${title} · Quad`);
  const h1 = <Title order={1}>{heading ?? title}</Title>;
  return (
    <Container size={size} py="xl">
      <Stack gap="lg">
        {subheading ? (
          <Stack gap={4}>
            {h1}
            {subheading}
          </Stack>
        ) : (
          h1
        )}
        {children}
      </Stack>
    </Container>
  );
}
