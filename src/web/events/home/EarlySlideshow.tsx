import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BannerSlideView } from './BannerSlideView.tsx';
import classes from './HeroCarousel.module.css';
import { SLIDE_INTERVAL_MS, slideKey, type BannerSlide } from './slides.ts';

/**
 * The banner's slides as the server sends them: the first one shown, each with the
 * slideshow's controls. Until the app runs, the page's start script moves them (every
 * 3 s, the arrows, the dots, pause, a pointer resting on them, reduced motion:
 * server/platform/pages/app-start.ts), marking the slide shown with `data-active` and
 * the slideshow with `data-current`; once the app runs, its slideshow (HeroCarousel) is
 * laid over this one, from the slide shown.
 */
export function EarlySlideshow({ slides }: { slides: BannerSlide[] }) {
  const { t } = useTranslation();
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('home.highlights')}
      className={classes.early}
      data-early-slideshow
      data-interval={SLIDE_INTERVAL_MS}
      data-current={0}
      suppressHydrationWarning
    >
      {slides.map((slide, i) => (
        <div key={slideKey(slide)} className={classes.earlySlide} data-slide={i} data-active={i === 0 || undefined} suppressHydrationWarning>
          <BannerSlideView slide={slide} first={i === 0} />
        </div>
      ))}
      <div className={classes.earlyControls}>
        <button type="button" className={classes.earlyButton} data-slide-step={-1} aria-label={t('home.previousSlide')}>
          <IconChevronLeft size={16} aria-hidden />
        </button>
        <button type="button" className={classes.earlyButton} data-slide-step={1} aria-label={t('home.nextSlide')}>
          <IconChevronRight size={16} aria-hidden />
        </button>
      </div>
      <div role="tablist" className={classes.earlyDots}>
        {slides.map((slide, i) => (
          <button
            key={slideKey(slide)}
            type="button"
            role="tab"
            className={`${classes.indicator} ${classes.earlyDot}`}
            data-slide-to={i}
            data-active={i === 0 || undefined}
            aria-selected={i === 0}
            aria-label={t('home.goToSlide', { number: i + 1 })}
            suppressHydrationWarning
          />
        ))}
      </div>
      <button
        type="button"
        className={`${classes.earlyButton} ${classes.earlyPause}`}
        data-slide-pause
        aria-label={t('home.pauseSlides')}
        data-label-pause={t('home.pauseSlides')}
        data-label-play={t('home.playSlides')}
        suppressHydrationWarning
      >
        <IconPlayerPause size={16} aria-hidden className={classes.whenRunning} />
        <IconPlayerPlay size={16} aria-hidden className={classes.whenPaused} />
      </button>
    </div>
  );
}
