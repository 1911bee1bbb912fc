import type { Actor } from './actor.ts';

/** Anyone signed in may turn notifications on in their browser; the messages are their own. */
export const mayReceivePush = (actor: Actor | null): actor is Actor => actor !== null;

/** A device's subscription is its owner's alone: to anyone else it does not exist (404). */
export const ownsPushSubscription = (actor: Actor | null, subscription: { userId: string }): boolean => actor?.id === subscription.userId;
