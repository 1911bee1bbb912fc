import { Skeleton } from '@mantine/core';
import { LinesSkeleton, PageSkeleton } from '../../infrastructure/components/QueryState.tsx';

/** A page about one event while the event loads: its heading, when and where, poster and lines, in grey. */
export function EventSkeleton() {
  return (
    <PageSkeleton>
      <Skeleton height={240} radius="md" />
      <LinesSkeleton rows={3} />
    </PageSkeleton>
  );
}
