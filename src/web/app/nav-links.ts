/** The main links; each label is its catalogue key (src/domain/i18n). */
export const MAIN_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/feedback', label: 'nav.feedback' },
] as const;
