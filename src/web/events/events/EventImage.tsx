import { EventPoster, type PosterEvent } from '../../infrastructure/components/EventPoster.tsx';

interface EventImageProps {
  event: PosterEvent;
  size?: 'card' | 'full';
  height?: number;
  priority?: boolean;
}

/**
 * The event's poster in a box of a fixed height (the details dialog, the event page):
 * drawn whole (EventPoster), never cropped and never written on.
 */
export function EventImage({ event, size = 'card', height = 160, priority = false }: EventImageProps) {
  return (
    <div style={{ height }}>
      <EventPoster event={event} size={size} priority={priority} />
    </div>
  );
}
