// The announcements feature as the rest of the web app sees it (eslint.config.js: only through here).
// Its inbox page is reached by the router (InboxPage.tsx); the top bar's unread badge reads src/web/infrastructure/api/inbox.ts.
export { AnnouncementsPanel } from './AnnouncementsPanel.tsx';
