import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stockImageIndex, stockImageUrl } from '../../../domain/event-display.ts';
import { EventPoster } from './EventPoster.tsx';

afterEach(cleanup);

const poster = (imageAspect: number | null, id = 'evt1') => ({ id, imageUrl: `/images/${id}`, cardImageUrl: `/images/${id}?size=card&v=2`, imageAspect });

describe('EventPoster', () => {
  it('keeps the image at its own ratio inside the frame: a wide poster spans the width, a tall one the height', () => {
    const { container, rerender } = render(<EventPoster event={poster(16 / 9)} frame={4 / 5} />);
    let img = container.querySelector('img')!;
    expect(img.dataset.fit).toBe('width');
    expect(img.style.aspectRatio).toBe(String(16 / 9));
    expect(img.getAttribute('src')).toBe('/images/evt1?size=card&v=2');
    expect(Number(img.getAttribute('width')) / Number(img.getAttribute('height'))).toBeCloseTo(16 / 9, 2);

    rerender(<EventPoster event={poster(0.5)} frame={4 / 5} />);
    img = container.querySelector('img')!;
    expect(img.dataset.fit).toBe('height');
    expect(img.style.aspectRatio).toBe('0.5');
    // Nothing is written on a poster.
    expect(container.textContent).toBe('');
  });

  it('sets its blurred fill from the same file only once the poster has arrived', () => {
    const { container } = render(<EventPoster event={poster(1)} frame={1} />);
    const fill = container.querySelector<HTMLElement>('[aria-hidden]')!;
    expect(fill.style.backgroundImage).toBe('');
    fireEvent.load(container.querySelector('img')!);
    expect(fill.style.backgroundImage).toBe('url("/images/evt1?size=card&v=2")');
  });

  it('gives an event without an image the stand-in cover chosen by its id, the same at every size', () => {
    const none = { id: 'evt-no-image', imageUrl: null, cardImageUrl: null };
    const card = render(<EventPoster event={none} frame={4 / 5} />).container.querySelector('img')!;
    expect(card.getAttribute('src')).toBe(stockImageUrl(stockImageIndex('evt-no-image'), 'card'));
    cleanup();
    const page = render(<EventPoster event={none} size="full" />).container.querySelector('img')!;
    expect(page.getAttribute('src')).toBe(stockImageUrl(stockImageIndex('evt-no-image'), 'banner'));
    expect(page.getAttribute('alt')).toBe('');
  });
});
