import type { EventView } from '../../src/domain/responses/events.ts';

/** The registration settings of a plain event (no questions, approval, window or lottery), for fixtures of the API's Event. */
export const firstComeEvent = {
  questions: [],
  approval: false,
  registrationOpensAt: null,
  registrationClosesAt: null,
  claimHours: null,
  allocation: 'first-come',
  drawAt: null,
  drawnAt: null,
  selfCheckIn: false,
  endTime: null,
  pending: 0,
  entered: 0,
} satisfies Partial<EventView>;

/** A Registration's approval, offer and lottery fields, as a plain one has them. */
export const plainRegistration = { answers: {}, offerExpiresAt: null };
