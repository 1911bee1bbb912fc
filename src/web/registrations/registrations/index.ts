// The registrations feature as the rest of the web app sees it (eslint.config.js: only through here).
export { useMyRegistrations } from './api.ts';
export { EventActions } from './EventActions.tsx';
export { RegisterButton } from './depth/RegisterButton.tsx';
export { EventDetails } from './EventDetails.tsx';
export { Ticket } from './Ticket.tsx';
// The seat on offer, a lottery's facts, the student's state.
export { ConfirmSeat } from './depth/LazyConfirmSeat.tsx';
export { DrawFacts } from './depth/DrawFacts.tsx';
export { LotteryLine, StatusBadge } from './depth/ViewerStatus.tsx';
export { claimPath, drawOnLine, viewerStatus } from './depth/registration-state.ts';
export { useRegistrationWords } from './depth/words.ts';
export { useCampusZone } from './depth/clock.ts';
export { useCheckInWindow } from './check-in-window.ts';
