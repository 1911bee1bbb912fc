import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './Tickets.module.css';

/** The rating the student gave, as five stars with its words for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const label = t('tickets.rated', { rating });
  return (
    <span role="img" aria-label={label} title={label} className={classes.stars}>
      {[1, 2, 3, 4, 5].map((n) => (n <= rating ? <IconStarFilled key={n} size={16} aria-hidden /> : <IconStar key={n} size={16} aria-hidden className={classes.starOff} />))}
    </span>
  );
}
