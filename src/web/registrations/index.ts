// The registrations feature as the rest of the web app sees it (eslint.config.js: only through here).
export { useMyRegistrations } from './api.ts';
export { EventActions } from './EventActions.tsx';
export { EventDetails } from './EventDetails.tsx';
export { Ticket } from './Ticket.tsx';
