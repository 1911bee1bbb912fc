import { Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import classes from './StarRating.module.css';

export const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** What a star says to a screen reader, and under the stars once chosen: '4 stars – Very good'. */
export const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'} – ${RATING_WORDS[n - 1]}`;

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
  const name = useId();
  const errorId = `${name}-error`;
  const [hover, setHover] = useState<number | null>(null);
  const lit = hover ?? value ?? 0;
  return (
    <fieldset className={classes.group} aria-describedby={error ? errorId : undefined}>
      <legend className={classes.legend}>Rating</legend>
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
                aria-label={starLabel(n)}
                aria-invalid={error ? true : undefined}
                className={classes.input}
              />
              <Icon className={classes.icon} aria-hidden />
            </label>
          );
        })}
      </div>
      <Text size="sm" mt={4} c={value ? undefined : 'dimmed'} aria-hidden>
        {value ? starLabel(value) : 'Choose from 1 to 5 stars'}
      </Text>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" id={errorId} mt={4}>
          {error}
        </Text>
      )}
    </fieldset>
  );
}
