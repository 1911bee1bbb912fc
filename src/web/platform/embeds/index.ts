// The embeds feature as the rest of the web app sees it (eslint.config.js: only through here).
export { EmbedSnippets } from './EmbedSnippets.tsx';
