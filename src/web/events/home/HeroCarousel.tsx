import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { ActionIcon, Box } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './HeroCarousel.module.css';
import { BannerSlideView } from './BannerSlideView.tsx';
import { SLIDE_INTERVAL_MS, slideKey, type BannerSlide } from './slides.ts';

/** The server's slideshow (EarlySlideshow.tsx), which the page's start script moves until this one is laid over it. */
const earlyShow = () => document.querySelector('[data-early-slideshow]');

/** The slide the server's slideshow shows now. */
function earlySlide(count: number): number {
  const current = Number(earlyShow()?.getAttribute('data-current'));
  return Number.isInteger(current) && current >= 0 && current < count ? current : 0;
}

/**
 * The interactive slideshow, laid over the server's once its code has loaded (Hero.tsx): it
 * carries on from the slide shown, paused if that was, and keeps that slide's 3 s. Until it is
 * there the server's slideshow moves and answers its controls; once mounted it tells it to stop.
 */
export default function HeroCarousel({ slides, onLaidOver }: { slides: BannerSlide[]; onLaidOver?: () => void }) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [hovered, setHovered] = useState(false);
  const [paused, setPaused] = useState(() => earlyShow()?.hasAttribute('data-paused') ?? false);
  const [initialSlide] = useState(() => earlySlide(slides.length));
  const [shownAt] = useState(() => Number(earlyShow()?.getAttribute('data-shown-at')) || Date.now());
  const [caughtUp, setCaughtUp] = useState<number | null>(null);
  const [slide, setSlide] = useState(initialSlide);
  const firstTurn = useRef(true);
  const reducedMotion = useReducedMotion();
  const { t } = useTranslation();
  const running = !paused && !hovered && !reducedMotion;

  // Laid over the server's slideshow: it stops. Had it moved on since this one was rendered, this one follows.
  useLayoutEffect(() => {
    earlyShow()?.setAttribute('data-replaced', '');
    const now = earlySlide(slides.length);
    if (now !== initialSlide) setCaughtUp(now);
    onLaidOver?.();
    // Once, when laid over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (embla && caughtUp !== null) embla.scrollTo(caughtUp, true);
  }, [embla, caughtUp]);

  // Each slide stays 3 s, counted from when it appeared (also after a manual move, and the
  // first from when the server's slideshow showed it).
  useEffect(() => {
    if (!embla) return;
    const delay = firstTurn.current && running ? Math.max(0, SLIDE_INTERVAL_MS - (Date.now() - shownAt)) : SLIDE_INTERVAL_MS;
    firstTurn.current = false;
    if (!running) return;
    const timer = setTimeout(() => embla.scrollNext(), delay);
    return () => clearTimeout(timer);
  }, [embla, running, slide, shownAt]);

  // Resting the pointer on the slides pauses them; using the arrows or dots means
  // "carry on from here", so the slideshow resumes.
  const resume = { onClick: () => setHovered(false) };
  const label = (key: 'home.previousSlide' | 'home.nextSlide') => ({ ...resume, 'aria-label': t(key) });

  return (
    <Box className={classes.slideshow} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <Carousel
        height="100%"
        withIndicators
        initialSlide={initialSlide}
        emblaOptions={{ loop: true }}
        getEmblaApi={setEmbla}
        onSlideChange={setSlide}
        previousControlProps={label('home.previousSlide')}
        nextControlProps={label('home.nextSlide')}
        getIndicatorProps={(index) => ({ ...resume, 'aria-label': t('home.goToSlide', { number: index + 1 }) })}
        aria-label={t('home.highlights')}
        classNames={{ indicator: classes.indicator, indicators: classes.indicators, control: classes.control, controls: classes.controls }}
        controlSize={28}
      >
        {slides.map((slide, i) => (
          <Carousel.Slide key={slideKey(slide)}>
            <BannerSlideView slide={slide} first={i === 0} />
          </Carousel.Slide>
        ))}
      </Carousel>
      {!reducedMotion && (
        <ActionIcon
          className={classes.pause}
          variant="default"
          size={28}
          radius="xl"
          aria-label={paused ? t('home.playSlides') : t('home.pauseSlides')}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
        </ActionIcon>
      )}
    </Box>
  );
}
