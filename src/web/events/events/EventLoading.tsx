import { Center, Loader } from '@mantine/core';

/** What a page about one event shows while the event loads. */
export function EventLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading event" />
    </Center>
  );
}
