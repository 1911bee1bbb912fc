import { Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './StarRating.module.css';

/** Each rating's word, 1 to 5, in the catalogue. */
export const RATING_KEYS = ['club.rating.1', 'club.rating.2', 'club.rating.3', 'club.rating.4', 'club.rating.5'] as const;

/** What a star says to a screen reader, and under the stars once chosen: '4 stars – Very good'. */
export const starLabel = (n: number, t: TFunction) => t('ui:club.rating.stars', { count: n, word: t(RATING_KEYS[n - 1]!) });

interface StarRatingProps {
  value: number | null;
  onChange: (value: number) => void;
  error?: string | null;
}

/**
 * The rating as five stars in one tap: a group of real radio buttons (a fieldset named
 * 'Rating'), each star labelled ('5 stars – Excellent'); Tab reaches the group, the arrow
 * keys move along it, and the star in focus is outlined.
 */
export function StarRating({ value, onChange, error }: StarRatingProps) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = `${name}-error`;
  const [hover, setHover] = useState<number | null>(null);
  const lit = hover ?? value ?? 0;
  return (
    <fieldset className={classes.group} aria-describedby={error ? errorId : undefined}>
      <legend className={classes.legend}>{t('club.rating.legend')}</legend>
      <div className={classes.stars} onMouseLeave={() => setHover(null)}>
        {[1, 2, 3, 4, 5].map((n) => {
          const Icon = n <= lit ? IconStarFilled : IconStar;
          return (
            <label key={n} className={classes.star} data-lit={n <= lit || undefined} onMouseEnter={() => setHover(n)}>
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                required
                aria-label={starLabel(n, t)}
                aria-invalid={error ? true : undefined}
                className={classes.input}
              />
              <Icon className={classes.icon} aria-hidden />
            </label>
          );
        })}
      </div>
      <Text size="sm" mt={4} c={value ? undefined : 'dimmed'} aria-hidden>
        {value ? starLabel(value, t) : t('club.rating.choose')}
      </Text>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" id={errorId} mt={4}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
