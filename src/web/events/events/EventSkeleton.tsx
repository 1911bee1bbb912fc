import { Container, Skeleton, Stack } from '@mantine/core';
import { LinesSkeleton } from '../../infrastructure/components/QueryState.tsx';

/** A page about one event while the event loads: its heading, when and where, poster and lines, in grey. */
export function EventSkeleton() {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Skeleton height={36} width="60%" radius="sm" />
          <Skeleton height={20} width="40%" radius="sm" />
        </Stack>
        <Skeleton height={240} radius="md" />
        <LinesSkeleton rows={3} />
      </Stack>
    </Container>
  );
}
