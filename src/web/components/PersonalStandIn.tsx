import { Skeleton } from '@mantine/core';

/** Mantine's button heights, so a stand-in takes the place of the buttons it stands for. */
const BUTTON_HEIGHT = { xs: 30, sm: 36, md: 42 } as const;

/**
 * Holds the place of a signed-in person's own part (their account, their registration's
 * buttons) on a page rendered for anyone, while the browser reads the session
 * (usePersonalPending): the page around it does not move when the part arrives.
 */
export function PersonalStandIn({ width, size = 'sm' }: { width: number; size?: keyof typeof BUTTON_HEIGHT }) {
  return <Skeleton w={width} h={BUTTON_HEIGHT[size]} radius="sm" aria-hidden data-stand-in="" />;
}
