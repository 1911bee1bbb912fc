export const MAIN_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/feedback', label: 'Feedback' },
] as const;
