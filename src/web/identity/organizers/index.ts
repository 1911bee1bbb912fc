// The organizers feature as the rest of the web app sees it (eslint.config.js: only through here).
export { useFollowing, useSetFollowing, type FollowChange } from './api.ts';
export { FollowButton, followersInWords } from './FollowButton.tsx';
