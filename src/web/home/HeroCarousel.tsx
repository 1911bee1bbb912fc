import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { ActionIcon, Box, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import classes from './HeroCarousel.module.css';

/** SPEC.md §9: 3 images, 400 px high, a new slide every 3 s, wrapping both ways. */
export const SLIDE_INTERVAL_MS = 3000;
const SLIDES = [
  { src: '/carousel/campus-1.webp', alt: 'Stage lights at a campus concert' },
  { src: '/carousel/campus-2.webp', alt: 'Colourful shapes for a workshop week' },
  { src: '/carousel/campus-3.webp', alt: 'Confetti over the campus fest' },
];

export function HeroCarousel() {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [hovered, setHovered] = useState(false);
  const [paused, setPaused] = useState(false);
  const [slide, setSlide] = useState(0);
  const reducedMotion = useReducedMotion();
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
    <Box className={classes.hero} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <Carousel
        height={400}
        withIndicators
        emblaOptions={{ loop: true }}
        getEmblaApi={setEmbla}
        onSlideChange={setSlide}
        previousControlProps={resume}
        nextControlProps={resume}
        getIndicatorProps={() => resume}
        aria-label="Campus highlights"
        classNames={{ indicator: classes.indicator }}
      >
        {SLIDES.map((slide, i) => (
          <Carousel.Slide key={slide.src}>
            <img
              src={slide.src}
              alt={slide.alt}
              className={classes.image}
              width={1600}
              height={400}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          </Carousel.Slide>
        ))}
      </Carousel>
      <div className={classes.banner}>
        <Title order={1} className={classes.title}>
          Discover Exciting Events in your Campus.
        </Title>
      </div>
      {!reducedMotion && (
        <ActionIcon
          className={classes.pause}
          variant="filled"
          color="dark"
          size="lg"
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
        </ActionIcon>
      )}
    </Box>
  );
}
