import { coverBackgrounds, stockImageUrl } from '../../domain/event-display.ts';
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
  | { kind: 'event'; event: EventView; /** The event's picture, or a campus background for one without. */ src: string }
  | { kind: 'picture'; src: string; alt: string };

/**
 * The banner features the next upcoming events (DESIGN.md), campus pictures filling the
 * slides no event does. An event without a picture gets a designed background, never
 * the same one as another slide.
 */
export function bannerSlides(upcoming: readonly EventView[]): BannerSlide[] {
  const events = upcoming.slice(0, SLIDE_COUNT);
  const backgrounds = coverBackgrounds(events.map((event) => event.id));
  const featured = events.map((event, i): BannerSlide =>
    event.imageUrl
      ? { kind: 'event', event, src: event.imageUrl }
      : { kind: 'event', event, src: stockImageUrl(backgrounds[i]!, 'banner') },
  );
  const pictures = CAMPUS_PICTURES.slice(featured.length).map((p): BannerSlide => ({ kind: 'picture', ...p }));
  return [...featured, ...pictures];
}
