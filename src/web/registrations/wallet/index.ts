// The wallet buttons as the rest of the web app sees them (eslint.config.js: only through here).
export { WalletButtons } from './WalletButtons.tsx';
