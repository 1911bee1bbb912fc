import { describe, expect, it } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { bannerSlides, CAMPUS_PICTURES } from './slides.ts';

const event = (id: string, imageUrl: string | null = null) => ({ id, name: id, imageUrl }) as EventView;

describe('the banner slides', () => {
  it('feature the next three events', () => {
    const slides = bannerSlides([event('a'), event('g', '/images/g1'), event('m'), event('s')]);
    expect(slides.map((s) => (s.kind === 'event' ? s.event.id : s.src))).toEqual(['a', 'g', 'm']);
  });

  it('fill the slides no event does with campus pictures', () => {
    const slides = bannerSlides([event('a', '/images/a1')]);
    expect(slides[0]).toMatchObject({ kind: 'event', event: { id: 'a' } });
    expect(slides.slice(1)).toEqual(CAMPUS_PICTURES.slice(1).map((p) => ({ kind: 'picture', ...p })));
    expect(bannerSlides([])).toHaveLength(3);
  });
});
