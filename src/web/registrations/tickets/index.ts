// The ticket wallet as the rest of the web app sees it (eslint.config.js: only through here).
export { ticketPath, TICKETS_PATH } from './paths.ts';
