import { Container, Stack, Title, type ContainerProps } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface PageProps {
  title: string;
  /** Shown as the h1; defaults to the title. */
  heading?: ReactNode;
  size?: ContainerProps['size'];
  children?: ReactNode;
}

/** Every screen: a document title and one h1. */
export function Page({ title, heading, size = 'md', children }: PageProps) {
  useDocumentTitle(`${title} · Quad`);
  return (
    <Container size={size} py="xl">
      <Stack gap="lg">
        <Title order={1}>{heading ?? title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
