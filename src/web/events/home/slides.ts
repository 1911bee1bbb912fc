import type { EventView } from '../../../domain/events.ts';

/** SPEC.md §9: 3 slides, a new slide every 3 s, wrapping both ways (compact now: docs/design.md). */
export const SLIDE_INTERVAL_MS = 3000;
export const SLIDE_COUNT = 3;

/** The campus's own pictures, for the slides no upcoming event fills; each described by its catalogue key. */
export const CAMPUS_PICTURES = [
  { src: '/carousel/campus-1.webp', altKey: 'home.pictureConcert' },
  { src: '/carousel/campus-2.webp', altKey: 'home.pictureWorkshop' },
  { src: '/carousel/campus-3.webp', altKey: 'home.pictureFest' },
] as const;

export type BannerSlide =
  | { kind: 'event'; event: EventView }
  | { kind: 'picture'; src: string; altKey: (typeof CAMPUS_PICTURES)[number]['altKey'] };

/** A slide's identity in a list: its event, or its picture. */
export const slideKey = (slide: BannerSlide): string => (slide.kind === 'event' ? slide.event.id : slide.src);

/**
 * The banner features the next upcoming events (DESIGN.md), each with its poster beside
 * its words (or its stand-in cover, the same as on its card), campus pictures filling
 * the slides no event does.
 */
export function bannerSlides(upcoming: readonly EventView[]): BannerSlide[] {
  const featured = upcoming.slice(0, SLIDE_COUNT).map((event): BannerSlide => ({ kind: 'event', event }));
  const pictures = CAMPUS_PICTURES.slice(featured.length).map((p): BannerSlide => ({ kind: 'picture', ...p }));
  return [...featured, ...pictures];
}
