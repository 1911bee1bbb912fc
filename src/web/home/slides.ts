import { STOCK_IMAGE_COUNT, stockImageIndex } from '../../domain/event-display.ts';
import type { EventView } from '../../domain/events.ts';

/** SPEC.md §9: 3 slides, 400 px high, a new slide every 3 s, wrapping both ways. */
export const SLIDE_INTERVAL_MS = 3000;
export const SLIDE_COUNT = 3;

/** The campus's own pictures, for the slides no upcoming event fills. */
export const CAMPUS_PICTURES = [
  { src: '/carousel/campus-1.webp', alt: 'Stage lights at a campus concert' },
  { src: '/carousel/campus-2.webp', alt: 'Colourful shapes for a workshop week' },
  { src: '/carousel/campus-3.webp', alt: 'Confetti over the campus fest' },
];

export type BannerSlide =
  | { kind: 'event'; event: EventView; /** The event's picture, or a designed background for one without. */ src: string; designed: boolean }
  | { kind: 'picture'; src: string; alt: string };

/**
 * The banner features the next upcoming events (DESIGN.md), campus pictures filling the
 * slides no event does. An event without a picture gets a designed background, never
 * the same one as another slide.
 */
export function bannerSlides(upcoming: readonly EventView[]): BannerSlide[] {
  const used = new Set<number>();
  const featured: BannerSlide[] = upcoming.slice(0, SLIDE_COUNT).map((event) => {
    if (event.imageUrl) return { kind: 'event', event, src: event.imageUrl, designed: false };
    let index = stockImageIndex(event.id);
    while (used.has(index)) index = (index + 1) % STOCK_IMAGE_COUNT;
    used.add(index);
    return { kind: 'event', event, src: `/stock/banner-${index + 1}.webp`, designed: true };
  });
  const pictures = CAMPUS_PICTURES.slice(featured.length).map((p): BannerSlide => ({ kind: 'picture', ...p }));
  return [...featured, ...pictures];
}
