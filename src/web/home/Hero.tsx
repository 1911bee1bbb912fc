import { Box, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import classes from './HeroCarousel.module.css';
import { useHydrated } from '../components/use-hydrated.ts';
import { SLIDES } from './slides.ts';

const HeroCarousel = lazy(() => import('./HeroCarousel.tsx'));

/**
 * The home banner: the first slide is painted at once (it is the page's largest
 * image), and the slideshow's code arrives after it, so the first download stays small.
 */
export function Hero() {
  const first = SLIDES[0]!;
  const firstImage = <img src={first.src} alt={first.alt} className={classes.image} width={1600} height={400} fetchPriority="high" />;
  // The server paints the first image alone (the slideshow's code and styles are not in
  // the first download); the slideshow is laid over it once the page is live, so the
  // painted image is never replaced by a new element.
  const live = useHydrated();
  return (
    <Box className={classes.hero}>
      {firstImage}
      {live && (
        <Suspense fallback={null}>
          <div className={classes.overlay}>
            <HeroCarousel />
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
