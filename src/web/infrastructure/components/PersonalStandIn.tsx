import { Skeleton } from '@mantine/core';

/**
 * Mantine's button heights (its Button.css, where they are scoped to the button itself),
 * so a stand-in takes the place of the buttons it stands for.
 */
const BUTTON_HEIGHT = {
  xs: 'calc(1.875rem * var(--mantine-scale))',
  sm: 'calc(2.25rem * var(--mantine-scale))',
  md: 'calc(2.625rem * var(--mantine-scale))',
} as const;

/**
 * Holds the place of a signed-in person's own part (their account, their registration's
 * buttons) on a page rendered for anyone, while the browser reads the session
 * (usePersonalPending): the page around it does not move when the part arrives.
 */
export function PersonalStandIn({ width, size = 'sm' }: { width: number; size?: keyof typeof BUTTON_HEIGHT }) {
  return <Skeleton w={width} h={BUTTON_HEIGHT[size]} radius="sm" aria-hidden data-stand-in="" />;
}
