// The feedback feature as the rest of the web app sees it (eslint.config.js: only through here).
export { FeedbackSummaryPanel } from './FeedbackSummaryPanel.tsx';
