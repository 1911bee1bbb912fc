import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { displayName, displayVenue } from '../../domain/event-display.ts';
import { eventPagePath } from '../../domain/event-path.ts';
import { EventWhen } from '../events/index.ts';
import classes from './HeroCarousel.module.css';
import type { BannerSlide } from './slides.ts';

/** One slide of the banner: a campus picture, or an upcoming event with a way to it. */
export function BannerSlideView({ slide, first = false }: { slide: BannerSlide; first?: boolean }) {
  const picture = (alt: string) => (
    <img
      src={slide.src}
      alt={alt}
      className={classes.image}
      width={1600}
      height={400}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
  if (slide.kind === 'picture') return picture(slide.alt);
  const { event } = slide;
  return (
    <div className={classes.eventSlide}>
      {/* The caption says what the picture is of. */}
      {picture('')}
      <div className={classes.caption}>
        <Text className={classes.captionName} lineClamp={2}>
          {displayName(event.name)}
        </Text>
        <Text className={classes.captionWhen}>
          <EventWhen event={event} /> · {displayVenue(event.venue)} · {event.organizer.name}
        </Text>
        <Button component={Link} to={eventPagePath(event.id)} size="sm" className={classes.captionButton} aria-label={`See the event: ${displayName(event.name)}`}>
          See the event
        </Button>
      </div>
    </div>
  );
}
