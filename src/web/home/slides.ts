/** SPEC.md §9: 3 images, 400 px high, a new slide every 3 s, wrapping both ways. */
export const SLIDE_INTERVAL_MS = 3000;
export const SLIDES = [
  { src: '/carousel/campus-1.webp', alt: 'Stage lights at a campus concert' },
  { src: '/carousel/campus-2.webp', alt: 'Colourful shapes for a workshop week' },
  { src: '/carousel/campus-3.webp', alt: 'Confetti over the campus fest' },
];
