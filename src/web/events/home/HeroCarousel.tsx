import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { ActionIcon, Box } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './HeroCarousel.module.css';
import { BannerSlideView } from './BannerSlideView.tsx';
import { SLIDE_INTERVAL_MS, type BannerSlide } from './slides.ts';

/** The interactive slideshow, loaded after the first image has been painted (Hero.tsx). */
export default function HeroCarousel({ slides }: { slides: BannerSlide[] }) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [hovered, setHovered] = useState(false);
  const [paused, setPaused] = useState(false);
  const [slide, setSlide] = useState(0);
  const reducedMotion = useReducedMotion();
  const { t } = useTranslation();
  const running = !paused && !hovered && !reducedMotion;

  // Each slide stays 3 s, counted from when it appeared (also after a manual move).
  useEffect(() => {
    if (!embla || !running) return;
    const timer = setTimeout(() => embla.scrollNext(), SLIDE_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [embla, running, slide]);

  // Resting the pointer on the slides pauses them; using the arrows or dots means
  // "carry on from here", so the slideshow resumes.
  const resume = { onClick: () => setHovered(false) };

  return (
    <Box className={classes.slideshow} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <Carousel
        height="100%"
        withIndicators
        emblaOptions={{ loop: true }}
        getEmblaApi={setEmbla}
        onSlideChange={setSlide}
        previousControlProps={resume}
        nextControlProps={resume}
        getIndicatorProps={() => resume}
        aria-label={t('home.highlights')}
        classNames={{ indicator: classes.indicator, indicators: classes.indicators, control: classes.control, controls: classes.controls }}
        controlSize={28}
      >
        {slides.map((slide, i) => (
          <Carousel.Slide key={slide.kind === 'event' ? slide.event.id : slide.src}>
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
