import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName, displayVenue } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { eventPagePath } from '../../../domain/event-path.ts';
import { EventPoster } from '../../infrastructure/components/EventPoster.tsx';
import { EventWhen } from '../events/index.ts';
import classes from './HeroCarousel.module.css';
import type { BannerSlide } from './slides.ts';

/** The poster in the banner keeps the card's 4:5 frame. */
const BANNER_POSTER_FRAME = 4 / 5;

/** One slide of the banner: an upcoming event, its poster beside its words, or a campus picture. */
export function BannerSlideView({ slide, first = false }: { slide: BannerSlide; first?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  if (slide.kind === 'picture') {
    return (
      <img
        src={slide.src}
        alt={t(slide.altKey)}
        className={classes.image}
        width={1600}
        height={400}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
    );
  }
  const { event } = slide;
  return (
    <div className={classes.eventSlide}>
      <div className={classes.poster}>
        <EventPoster event={event} frame={BANNER_POSTER_FRAME} priority={first} />
      </div>
      <div className={classes.caption}>
        <span className={classes.kicker}>{t('home.comingUp')}</span>
        <Text className={classes.captionName} lineClamp={2}>
          {displayName(event.name, language)}
        </Text>
        <Text className={classes.captionWhen} lineClamp={1}>
          <EventWhen event={event} />
        </Text>
        <Text className={classes.captionMore} lineClamp={1}>
          {displayVenue(event.venue, language)} · {event.organizer.name}
        </Text>
        <Button component={Link} to={eventPagePath(event.id)} size="xs" className={classes.captionButton} aria-label={t('home.seeEventNamed', { name: displayName(event.name, language) })}>
          {t('home.seeEvent')}
        </Button>
      </div>
    </div>
  );
}
