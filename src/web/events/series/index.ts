// The series feature as the rest of the web app sees it (eslint.config.js: only through here).
export { useSeries } from './api.ts';
export { SeriesDates } from './SeriesDates.tsx';
