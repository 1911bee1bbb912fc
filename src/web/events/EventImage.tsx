import { Image } from '@mantine/core';
import { stockImageUrl } from '../../domain/event-display.ts';

interface EventImageProps {
  event: { id: string; cardImageUrl: string | null; imageUrl: string | null };
  size?: 'card' | 'full';
  height?: number;
  priority?: boolean;
}

/** The event's own image, or one of the stock images, the same for that event every time. */
export function EventImage({ event, size = 'card', height = 160, priority = false }: EventImageProps) {
  const src = (size === 'card' ? event.cardImageUrl : event.imageUrl) ?? stockImageUrl(event.id);
  return (
    <Image
      src={src}
      alt=""
      h={height}
      fit="cover"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      width={640}
      height={360}
    />
  );
}
