// The teams feature as the rest of the web app sees it (eslint.config.js: only through here).
// Its invitation page is reached by the router (InvitationPage.tsx).
export { ClubProfilePanel, TeamPanel } from './LazyPanels.tsx';
export { TakeOverClub } from './TakeOverClub.tsx';
