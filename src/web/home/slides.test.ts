import { describe, expect, it } from 'vitest';
import type { EventView } from '../../domain/events.ts';
import { bannerSlides, CAMPUS_PICTURES } from './slides.ts';

const event = (id: string, imageUrl: string | null = null) => ({ id, name: id, imageUrl }) as EventView;

describe('the banner slides', () => {
  it('feature the next three events, each without a picture on a background of its own', () => {
    // Ids chosen to fall on the same background by themselves.
    const slides = bannerSlides([event('a'), event('g'), event('m'), event('s')]);
    expect(slides.map((s) => (s.kind === 'event' ? s.event.id : s.src))).toEqual(['a', 'g', 'm']);
    expect(new Set(slides.map((s) => s.src)).size).toBe(3);
    expect(slides.every((s) => /^\/stock\/banner-\d\.webp$/.test(s.src))).toBe(true);
  });

  it("show an event's own picture, and campus pictures for the slides no event fills", () => {
    const slides = bannerSlides([event('a', '/images/a1')]);
    expect(slides[0]).toMatchObject({ kind: 'event', src: '/images/a1' });
    expect(slides.slice(1)).toEqual(CAMPUS_PICTURES.slice(1).map((p) => ({ kind: 'picture', ...p })));
    expect(bannerSlides([])).toHaveLength(3);
  });
});
