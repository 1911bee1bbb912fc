import { Box, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { EventFilters } from '../events/index.ts';
import { useUpcomingEvents } from '../events/index.ts';
import { useHydrated } from '../components/use-hydrated.ts';
import { BannerSlideView } from './BannerSlideView.tsx';
import classes from './HeroCarousel.module.css';
import { bannerSlides } from './slides.ts';

const HeroCarousel = lazy(() => import('./HeroCarousel.tsx'));
const UNFILTERED: EventFilters = { name: '', organizer: '', date: '', tag: '' };

/**
 * The home banner: the next upcoming events (the listing's first page, read once for
 * both), with campus pictures for the slides no event fills. The first slide is painted
 * at once (it is the page's largest element); the slideshow's code arrives after it and
 * is laid over it, so the painted slide is never replaced by a new element.
 */
export function Hero() {
  const upcoming = useUpcomingEvents(UNFILTERED).data?.pages[0]?.events ?? [];
  const slides = bannerSlides(upcoming);
  const live = useHydrated();
  return (
    <Box className={classes.hero}>
      {/* Under the slideshow once it is there: out of reach of keyboards and screen readers. */}
      <div className={classes.firstSlide} inert={live} aria-hidden={live || undefined}>
        <BannerSlideView slide={slides[0]!} first />
      </div>
      {live && (
        <Suspense fallback={null}>
          <div className={classes.overlay}>
            <HeroCarousel slides={slides} />
          </div>
        </Suspense>
      )}
      <div className={classes.banner}>
        <Title order={1} className={classes.title}>
          Discover Exciting Events in your Campus.
        </Title>
      </div>
    </Box>
  );
}
