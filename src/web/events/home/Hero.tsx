import { Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FILTERS, useUpcomingEvents } from '../events/index.ts';
import { useHydrated } from '../../infrastructure/components/use-hydrated.ts';
import { EarlySlideshow } from './EarlySlideshow.tsx';
import classes from './HeroCarousel.module.css';
import { bannerSlides } from './slides.ts';

const HeroCarousel = lazy(() => import('./HeroCarousel.tsx'));

/**
 * The home's top: its heading, and a compact banner of the next upcoming events (the
 * listing's first page, read once for both), with campus pictures for the slides no event
 * fills. The server's slideshow is painted at once and moves before the app runs
 * (EarlySlideshow); the app's slideshow is laid over it, from the slide it shows, so the
 * painted slide is never replaced by a new element.
 */
export function Hero() {
  const upcoming = useUpcomingEvents(NO_FILTERS).data?.pages[0]?.events ?? [];
  const slides = bannerSlides(upcoming);
  const live = useHydrated();
  // The server's slideshow stays in use until the app's has loaded and is laid over it.
  const [laidOver, setLaidOver] = useState(false);
  const { t } = useTranslation();
  return (
    <div className={classes.intro}>
      <div>
        <Title order={1} className={classes.title}>
          {t('home.heading')}
        </Title>
        <Text size="lg" c="dimmed" className={classes.tagline}>
          {t('home.tagline')}
        </Text>
      </div>
      <div className={classes.hero}>
        {/* Under the app's slideshow once it is there: out of reach of keyboards and screen readers. */}
        <div className={classes.firstSlide} inert={laidOver} aria-hidden={laidOver || undefined}>
          <EarlySlideshow slides={slides} />
        </div>
        {live && (
          <Suspense fallback={null}>
            <div className={classes.overlay}>
              <HeroCarousel slides={slides} onLaidOver={() => setLaidOver(true)} />
            </div>
          </Suspense>
        )}
      </div>
    </div>
  );
}
